/// Xcode-style version names ordered numerically: `ToDo`, `ToDo 2`, … `ToDo 10`.
public enum VersionOrder {
    /// The manifest file in a model folder: `current:` and, optionally, `versions:`.
    public static let manifestFileName = "_manifest.yaml"

    /// Sorts version names by base name, then by trailing number (`ToDo` counts as 1), then by name.
    public static func sorted(_ names: [String]) -> [String] {
        names.sorted { a, b in
            let ka = key(a), kb = key(b)
            if ka.base != kb.base { return ka.base < kb.base }
            if ka.number != kb.number { return ka.number < kb.number }
            return a < b
        }
    }

    /// `ToDo 12` → (`ToDo`, 12); `ToDo` → (`ToDo`, 1).
    static func key(_ name: String) -> (base: String, number: Int) {
        guard let space = name.lastIndex(of: " "), let number = Int(name[name.index(after: space)...]), number >= 0 else {
            return (name, 1)
        }
        return (String(name[..<space]), number)
    }
}
