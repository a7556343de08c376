import Testing

@testable import MapwrightCore

/// Model discovery tells a Swift file that declares a `@Model` class on its bytes: `@Model` not followed by
/// a character of a name.
@Suite struct ModelAttributeScanTests {
    static let table: [(String, Bool)] = [
        ("@Model final class Item {}", true),
        ("@Model\nfinal class Item {}", true),
        ("@Model(originalName: \"x\")", true),
        ("let a = 1 // ends with @Model", true),
        ("@ModelActor actor Store {}", false),
        ("@Model_x", false),
        ("@Model2", false),
        ("@Modelé", false),
        ("@ModelActor actor A {}\n@Model final class B {}", true),
        ("@Mode l", false),
        ("Model", false),
        ("", false),
    ]

    @Test(arguments: table.indices)
    func findsTheAttributeAlone(index: Int) {
        let (text, declares) = Self.table[index]
        #expect(ModelDiscovery.declaresModelAttribute(Array(text.utf8)) == declares, "\(text)")
    }
}
