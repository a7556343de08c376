import MapwrightDiagnostics

/// One version of a Core Data model (one `.xcdatamodel`, one YAML file).
public struct DataModel: Hashable, Sendable {
    /// The version's name, e.g. `ToDo 2` (the `.xcdatamodel` folder name without extension).
    public var name: String
    /// `userDefinedModelVersionIdentifier`; not hashed.
    package var versionIdentifier: String?
    public var entities: [Entity]
    package var composites: [CompositeType]
    package var fetchRequests: [FetchRequestTemplate]
    package var configurations: [Configuration]
    /// Model-wide settings Xcode records (`sourceLanguage`, `usedWithCloudKit`, …).
    package var settings: ModelSettings
    package var anchor: SourceAnchor
    /// The lines of the version's file that hold a suppression comment (no part in equality).
    package var markedLines: MarkedLines

    package init(
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
package struct ModelSettings: Hashable, Sendable {
    /// `sourceLanguage`: `Swift` or `Objective-C`.
    package var sourceLanguage: String?
    /// `minimumToolsVersion`, e.g. `Automatic` or `Xcode 9.0`.
    package var minimumToolsVersion: String?
    /// `usedWithCloudKit="YES"`: CloudKit's stricter rules apply.
    package var isUsedWithCloudKit: Bool
    /// `usedWithSwiftData="YES"`.
    package var isUsedWithSwiftData: Bool
    /// Older `macOSVersion` / `iOSVersion` deployment stamps.
    package var macOSVersion: String?
    package var iOSVersion: String?

    package init(
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
