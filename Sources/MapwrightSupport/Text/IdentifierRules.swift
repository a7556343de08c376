/// What the names that end up in generated code, file names and XML must be, beyond Core Data's naming
/// rules for entities and properties (``NamingRules``).
///
/// - A class name (a migration policy's `className`, an entity's `className`) becomes a Swift class
///   declaration, a file name and an XML value: it must be a Swift / Objective-C identifier (ASCII
///   letters, digits and `_`, not starting with a digit, not a Swift keyword), optionally qualified by
///   a module (`MyApp.ItemPolicy`). An entity's `className` may also start with `.` (current module).
/// - A version name becomes a file name (`ToDo 2 to ToDo 3.mapping.yaml`, `ToDo 2.yaml`): it must not
///   be empty, `.` or `..`, start with `.`, hold `/`, `\`, NUL or any other control character, or be
///   `_manifest` (the YAML folder's manifest, which an imported version would overwrite).
package enum IdentifierRules {
    /// True for a Swift / Objective-C identifier: an ASCII letter or `_`, then letters, digits or `_`.
    /// Keywords pass: `default` is a fine property name, if not a fine class name.
    package static func isIdentifier(_ name: some StringProtocol) -> Bool {
        name.utf8.withContiguousStorageIfAvailable(isIdentifier) ?? isIdentifier(name.utf8)
    }

    private static func isIdentifier(_ bytes: some Collection<UInt8>) -> Bool {
        guard let head = bytes.first, isLetter(head) || head == UInt8(ascii: "_") else { return false }
        return bytes.dropFirst().allSatisfy { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") }
    }

    /// True for `Name` or `Module.Name` (any number of qualifying identifiers), and `.Name` when
    /// `allowsLeadingDot` (Xcode's spelling of "the current module").
    package static func isClassName(_ name: String, allowsLeadingDot: Bool) -> Bool {
        // On the bytes, part by part: a byte outside ASCII is never part of an identifier, and a part is
        // compared only with the keywords of its length.
        var name = name
        return name.withUTF8 { bytes in
            var start = allowsLeadingDot && bytes.first == UInt8(ascii: ".") ? 1 : 0
            while true {
                let end = bytes[start...].firstIndex(of: UInt8(ascii: ".")) ?? bytes.count
                let part = bytes[start..<end]
                guard isIdentifier(part), !isKeyword(bytes: part) else { return false }
                guard end < bytes.count else { return true }
                start = end + 1
            }
        }
    }

    /// True for a Swift keyword that cannot name a type without backticks, and for `_`.
    package static func isKeyword(_ name: some StringProtocol) -> Bool {
        isKeyword(bytes: name.utf8)
    }

    private static func isKeyword(bytes: some Collection<UInt8>) -> Bool {
        let count = bytes.count
        return count < keywordsByLength.count && keywordsByLength[count].contains { $0.elementsEqual(bytes) }
    }

    /// nil when `name` is safe as a file name; otherwise what is wrong with it.
    package static func versionNameProblem(_ name: String) -> String? {
        if name.isEmpty { return "is empty" }
        if name == "." || name == ".." { return "is '\(name)'" }
        if name.hasPrefix(".") { return "starts with '.'" }
        if name == "_manifest" { return "is the name of the YAML folder's manifest" }
        if name.contains("/") { return "contains '/'" }
        if name.contains("\\") { return "contains '\\'" }
        if name.unicodeScalars.contains(where: isControl) { return "contains a control character" }
        if name.unicodeScalars.contains(where: isBidiControl) { return "contains a bidirectional control character" }
        return nil
    }

    /// The characters that reorder the text around them when shown (U+061C, U+200E, U+200F, U+202A–U+202E,
    /// U+2066–U+2069): in a file name or a comment they make code read differently from how it runs.
    package static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// C0 and C1 control characters, DEL, and the Unicode line and paragraph separators.
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// Swift's keywords (The Swift Programming Language, "Lexical Structure", "Keywords and
    /// Punctuation") that cannot name a class without backticks, and the type names a class cannot take.
    private static let swiftKeywords = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
        "func", "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias",
        "var", "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await",
        "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Protocol", "Type", "_",
    ]

    /// ``swiftKeywords`` as bytes, by their length.
    private static let keywordsByLength: [[[UInt8]]] = {
        var table = [[[UInt8]]](repeating: [], count: (swiftKeywords.map(\.utf8.count).max() ?? 0) + 1)
        for keyword in swiftKeywords { table[keyword.utf8.count].append(Array(keyword.utf8)) }
        return table
    }()
}
