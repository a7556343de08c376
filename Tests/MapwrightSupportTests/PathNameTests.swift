import MapwrightSupport
import Testing

@Suite struct PathNameTests {
    /// (path, its folder as `NSString.deletingLastPathComponent` gives it)
    static let folders: [(String, String)] = [
        ("a", ""), ("ab", ""), ("", ""), ("/", "/"), ("/a", "/"), ("./a", "."), ("a/b", "a"), ("a/b/", "a"),
        ("/a/b//", "/a"), ("a//b", "a"), ("//a", "/"), ("M/M 2.yaml", "M"),
    ]

    @Test(arguments: folders.indices)
    func folderIsTheParent(index: Int) {
        let (path, folder) = Self.folders[index]
        #expect(PathName.folder(of: path) == folder, "\(path)")
    }
}
