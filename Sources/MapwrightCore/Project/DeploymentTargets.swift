import Foundation
import MapwrightSwiftData

/// The oldest systems a project supports, read from its own files: the deployment targets of its Xcode
/// projects (`IPHONEOS_DEPLOYMENT_TARGET = 17.0;` in `project.pbxproj`) and the platforms of its
/// `Package.swift` (`.iOS(.v17)`). The lowest version of each platform counts.
enum DeploymentTargets {
    /// What the project at `root` supports; nil when none of its files says.
    static func read(inProjectAt root: String) -> SwiftDataTarget? {
        var versions: [String: Int] = [:]
        func note(_ platform: String, _ version: Int) {
            versions[platform] = min(versions[platform] ?? version, version)
        }
        let children = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        for project in children where project.hasSuffix(".xcodeproj") {
            guard let data = FileManager.default.contents(atPath: "\(root)/\(project)/project.pbxproj") else {
                continue
            }
            let text = String(decoding: data, as: UTF8.self)
            for (setting, platform) in settings {
                for match in text.matches(of: setting) {
                    if let version = Int(match.output.1) { note(platform, version) }
                }
            }
        }
        if let data = FileManager.default.contents(atPath: "\(root)/Package.swift") {
            for match in String(decoding: data, as: UTF8.self).matches(of: packagePlatform) {
                guard let version = Int(match.output.2),
                    let platform = SwiftDataTarget.macroVersions.keys.first(where: { $0 == String(match.output.1) })
                else { continue }
                note(platform, version)
            }
        }
        return versions.isEmpty ? nil : SwiftDataTarget(minimumVersions: versions)
    }

    nonisolated(unsafe) private static let settings: [(Regex<(Substring, Substring)>, String)] = [
        (#/IPHONEOS_DEPLOYMENT_TARGET = "?(\d+)/#, "iOS"), (#/MACOSX_DEPLOYMENT_TARGET = "?(\d+)/#, "macOS"),
        (#/TVOS_DEPLOYMENT_TARGET = "?(\d+)/#, "tvOS"), (#/WATCHOS_DEPLOYMENT_TARGET = "?(\d+)/#, "watchOS"),
        (#/XROS_DEPLOYMENT_TARGET = "?(\d+)/#, "visionOS"),
    ]

    nonisolated(unsafe) private static let packagePlatform = #/\.(iOS|macOS|tvOS|watchOS|visionOS)\(\s*\.v(\d+)/#
}
