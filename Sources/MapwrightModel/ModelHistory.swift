/// Every version of one model, oldest first, and which one is current.
public struct ModelHistory: Hashable, Sendable {
    /// The model's name (the folder or bundle name without extension), e.g. `ToDo`.
    public var name: String
    /// The versions, oldest first.
    public var versions: [DataModel]
    /// The current version's name; the app's stores migrate to it.
    public var currentVersionName: String
    /// Where the history was read from (the folder or bundle), as the user gave it.
    public var origin: String

    public init(name: String, versions: [DataModel], currentVersionName: String, origin: String) {
        self.name = name
        self.versions = versions
        self.currentVersionName = currentVersionName
        self.origin = origin
    }

    /// The version with this name.
    public func version(named name: String) -> DataModel? { versions.first { $0.name == name } }

    /// The current version.
    public var current: DataModel? { version(named: currentVersionName) }

    /// Every adjacent pair of versions, oldest first.
    public var adjacentPairs: [(from: DataModel, to: DataModel)] {
        guard versions.count > 1 else { return [] }
        return (1..<versions.count).map { (versions[$0 - 1], versions[$0]) }
    }
}
