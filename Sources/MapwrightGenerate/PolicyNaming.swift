import MapwrightSupport

/// Names of entity mappings and policy classes.
package enum PolicyNaming {
    /// Xcode's entity-mapping name: `<Source>To<Destination>`.
    package static func mappingName(source: String?, destination: String?) -> String {
        switch (source, destination) {
        case let (source?, destination?): "\(source)To\(destination)"
        case let (nil, destination?): destination
        case let (source?, nil): source
        case (nil, nil): ""
        }
    }

    /// The default policy class name: `<Source><n>To<Destination><m>Policy`, where `n` and `m` are the
    /// version numbers that end the version names (`Country5ToCountry6Policy` for `Moody 5` → `Moody 6`;
    /// `ToDo1ToToDo2Policy` for `ToDo` → `ToDo 2`).
    /// Characters that cannot appear in a Swift identifier are dropped.
    package static func policyClassName(
        sourceEntity: String, sourceVersion: String, destinationEntity: String, destinationVersion: String
    ) -> String {
        SwiftEscaping.identifier(
            "\(sourceEntity)\(versionNumber(sourceVersion))To\(destinationEntity)\(versionNumber(destinationVersion))Policy"
        )
    }

    /// The digits that end a version name (`ToDo 2` → `2`); `1` for a name without (Xcode names the
    /// first version after the model, `ToDo`, and numbers the later ones from 2).
    static func versionNumber(_ version: String) -> String {
        let digits = String(version.reversed().prefix { $0.isASCII && $0.isNumber }.reversed())
        return digits.isEmpty ? "1" : digits
    }
}
