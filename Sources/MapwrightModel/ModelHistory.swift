import MapwrightDiagnostics

/// Every version of one model, oldest first, and which one is current.
public struct ModelHistory: Hashable, Sendable {
    /// The model's name (the folder or bundle name without extension), e.g. `ToDo`.
    public var name: String
    /// The versions, oldest first.
    public var versions: [DataModel]
    /// The current version's name; the app's stores migrate to it.
    public var currentVersionName: String
    /// Where the history was read from (the folder or bundle), as the user gave it.
    package var origin: String
    /// Every version's name in order, unreadable ones included, when some version could not be read;
    /// nil when every version is in ``versions``.
    package var versionOrder: [String]?
    /// Where the current version is named (`.xccurrentversion`, `_manifest.yaml`), when read from files.
    package var currentVersionLocation: SourceLocation?

    package init(
        name: String, versions: [DataModel], currentVersionName: String, origin: String, versionOrder: [String]? = nil,
        currentVersionLocation: SourceLocation? = nil
    ) {
        self.name = name
        self.versions = versions
        self.currentVersionName = currentVersionName
        self.origin = origin
        self.versionOrder = versionOrder
        self.currentVersionLocation = currentVersionLocation
    }

    /// Every version's name in order, including versions that could not be read.
    package var allVersionNames: [String] { versionOrder ?? versions.map(\.name) }

    /// The versions that exist but could not be read, in order.
    package var unreadableVersionNames: [String] {
        guard let versionOrder else { return [] }
        return versionOrder.filter { version(named: $0) == nil }
    }

    /// This history with its versions in the order `names` gives (oldest first), or nil unless `names`
    /// lists every version (readable or not) exactly once.
    package func ordered(by names: [String]) -> ModelHistory? {
        guard names.count == Set(names).count, Set(names) == Set(allVersionNames) else { return nil }
        var reordered = self
        reordered.versions = names.compactMap(version(named:))
        reordered.versionOrder = versionOrder == nil ? nil : names
        return reordered
    }

    /// The version with this name.
    public func version(named name: String) -> DataModel? { versions.first { $0.name == name } }

    /// The current version.
    public var current: DataModel? { version(named: currentVersionName) }

    /// Every adjacent pair of versions, oldest first. A pair with a version that could not be read is
    /// left out.
    package var adjacentPairs: [(from: DataModel, to: DataModel)] {
        let order = allVersionNames
        guard order.count > 1 else { return [] }
        return (1..<order.count).compactMap { index in
            guard let from = version(named: order[index - 1]), let to = version(named: order[index]) else { return nil }
            return (from, to)
        }
    }
}
