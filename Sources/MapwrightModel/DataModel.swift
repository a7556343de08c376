/// One version of a Core Data model (one `.xcdatamodel`, one YAML file).
public struct DataModel: Hashable, Sendable {
    /// The version's name, e.g. `ToDo 2` (the `.xcdatamodel` folder name without extension).
    public var name: String
    /// `userDefinedModelVersionIdentifier`; not hashed.
    public var versionIdentifier: String?
    public var entities: [Entity]
    public var composites: [CompositeType]
    public var fetchRequests: [FetchRequestTemplate]
    public var configurations: [Configuration]
    /// Model-wide settings Xcode records (`sourceLanguage`, `usedWithCloudKit`, …).
    public var settings: ModelSettings
    public var anchor: SourceAnchor
    /// The lines of the version's file that hold a suppression comment (no part in equality).
    public var markedLines: MarkedLines

    public init(
        name: String,
        versionIdentifier: String? = nil,
        entities: [Entity] = [],
        composites: [CompositeType] = [],
        fetchRequests: [FetchRequestTemplate] = [],
        configurations: [Configuration] = [],
        settings: ModelSettings = ModelSettings(),
        anchor: SourceAnchor = SourceAnchor(),
        markedLines: MarkedLines = MarkedLines()
    ) {
        self.name = name
        self.versionIdentifier = versionIdentifier
        self.entities = entities
        self.composites = composites
        self.fetchRequests = fetchRequests
        self.configurations = configurations
        self.settings = settings
        self.anchor = anchor
        self.markedLines = markedLines
    }

    /// The entity with this name.
    public func entity(named name: String) -> Entity? { entities.first { $0.name == name } }
}

/// Model-wide settings from the `<model>` element that are part of the model's meaning. Tool-version
/// stamps (`lastSavedToolsVersion`, `systemVersion`) are not kept: they are rewritten by every save.
public struct ModelSettings: Hashable, Sendable {
    /// `sourceLanguage`: `Swift` or `Objective-C`.
    public var sourceLanguage: String?
    /// `minimumToolsVersion`, e.g. `Automatic` or `Xcode 9.0`.
    public var minimumToolsVersion: String?
    /// `usedWithCloudKit="YES"`: CloudKit's stricter rules apply.
    public var isUsedWithCloudKit: Bool
    /// `usedWithSwiftData="YES"`.
    public var isUsedWithSwiftData: Bool
    /// Older `macOSVersion` / `iOSVersion` deployment stamps.
    public var macOSVersion: String?
    public var iOSVersion: String?

    public init(
        sourceLanguage: String? = nil,
        minimumToolsVersion: String? = nil,
        isUsedWithCloudKit: Bool = false,
        isUsedWithSwiftData: Bool = false,
        macOSVersion: String? = nil,
        iOSVersion: String? = nil
    ) {
        self.sourceLanguage = sourceLanguage
        self.minimumToolsVersion = minimumToolsVersion
        self.isUsedWithCloudKit = isUsedWithCloudKit
        self.isUsedWithSwiftData = isUsedWithSwiftData
        self.macOSVersion = macOSVersion
        self.iOSVersion = iOSVersion
    }
}
