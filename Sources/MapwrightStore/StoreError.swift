/// Why a file cannot be read as a Core Data store, in words: each is one clear error and exit status 2.
package enum StoreError: Error, Equatable, CustomStringConvertible {
    /// The file is not what a store is (not SQLite, encrypted, truncated, another framework's, no metadata).
    case unreadable(String)

    package var description: String {
        switch self {
        case .unreadable(let message): message
        }
    }
}
