/// Which lines of a Swift or Objective-C source compile only in debug builds: those inside `#if DEBUG` (or
/// `#ifdef DEBUG`), up to its `#else`, `#elseif` or `#endif`. A store opened there (a SwiftUI preview's
/// in-memory stack) is not one the shipped app opens.
struct DebugOnlyLines {
    private enum Branch {
        case debug, other
    }

    private var branches: [Branch] = []

    /// Reads `line`, in order, and says whether it compiles only in debug builds; a directive is not.
    mutating func isDebugOnly(_ line: Substring) -> Bool {
        let code = line.drop { $0 == " " || $0 == "\t" }
        guard code.hasPrefix("#") else { return branches.contains(.debug) }
        let words = code.split(whereSeparator: { $0 == " " || $0 == "\t" })
        switch words.first {
        case "#if", "#ifdef":
            branches.append(words.count == 2 && words[1] == "DEBUG" ? .debug : .other)
        case "#ifndef":
            branches.append(.other)
        case "#else", "#elseif", "#elif":
            if !branches.isEmpty { branches[branches.count - 1] = .other }
        case "#endif":
            _ = branches.popLast()
        default:
            return branches.contains(.debug)
        }
        return false
    }
}
