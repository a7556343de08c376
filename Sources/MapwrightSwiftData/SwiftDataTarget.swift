/// The oldest systems an app supports, as far as the SwiftData sources written for it care: the
/// `#Unique` and `#Index` macros need iOS 18, macOS 15, tvOS 18, watchOS 11 or visionOS 2 (docs/swiftdata.md,
/// "Generating SwiftData sources"). Written for an older system, a one-property uniqueness constraint
/// becomes `@Attribute(.unique)` and the rest is left out with a comment.
package struct SwiftDataTarget: Hashable, Sendable {
    /// Each platform's oldest supported major version, by name (`iOS`, `macOS`, …).
    package var minimumVersions: [String: Int]

    package init(minimumVersions: [String: Int]) {
        self.minimumVersions = minimumVersions
    }

    /// The first systems with SwiftData (iOS 17, macOS 14, …): what is assumed when the project says nothing.
    package static let firstSwiftData = SwiftDataTarget(minimumVersions: [
        "iOS": 17, "macOS": 14, "tvOS": 17, "watchOS": 10, "visionOS": 1,
    ])

    /// The version of each platform that brought `#Unique` and `#Index`.
    package static let macroVersions = ["iOS": 18, "macOS": 15, "tvOS": 18, "watchOS": 11, "visionOS": 2]

    /// True when every platform the app supports has `#Unique` and `#Index`.
    package var hasUniqueAndIndexMacros: Bool {
        !minimumVersions.isEmpty
            && minimumVersions.allSatisfy { platform, version in
                Self.macroVersions[platform].map { version >= $0 } ?? false
            }
    }

    /// `ios17`, `macOS 15`, `visionos2`: one platform and its major version; nil for anything else.
    package init?(parsing text: String) {
        let compact = text.filter { !$0.isWhitespace }.lowercased()
        guard let platform = Self.macroVersions.keys.first(where: { compact.hasPrefix($0.lowercased()) }),
            let version = Int(compact.dropFirst(platform.count).prefix { $0 != "." })
        else { return nil }
        self.init(minimumVersions: [platform: version])
    }
}
