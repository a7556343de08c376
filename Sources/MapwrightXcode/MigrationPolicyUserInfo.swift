import Foundation
import MapwrightDiagnostics
import MapwrightModel

/// Carries a `MigrationPolicyRequest` through an entity's userInfo entry
/// ``MigrationPolicyRequest/userInfoKey``, whose value is a JSON object with sorted keys:
/// `{"className":"…","reason":"…"}` (`className` only when set).
enum MigrationPolicyUserInfo {
    /// The userInfo entry for `request`.
    static func encode(_ request: MigrationPolicyRequest) -> UserInfoEntry {
        var object = ["reason": request.reason]
        if let className = request.className { object["className"] = className }
        let data =
            (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]))
            ?? Data()
        return UserInfoEntry(key: MigrationPolicyRequest.userInfoKey, value: String(decoding: data, as: UTF8.self))
    }

    /// The request an entry carries. A value that is not such a JSON object is taken as the reason.
    static func decode(_ entry: UserInfoEntry, entity: String, diagnostics: any DiagnosticCollector)
        -> MigrationPolicyRequest?
    {
        guard entry.value.hasPrefix("{") else {
            return MigrationPolicyRequest(reason: entry.value, anchor: entry.anchor)
        }
        guard let object = try? JSONSerialization.jsonObject(with: Data(entry.value.utf8)) as? [String: Any],
            let reason = object["reason"] as? String
        else {
            diagnostics.emit(
                XcodeRules.migrationPolicyEntry,
                "entity '\(entity)': userInfo '\(entry.key)' must be a JSON object with a \"reason\" string",
                at: entry.anchor.location)
            return nil
        }
        return MigrationPolicyRequest(reason: reason, className: object["className"] as? String, anchor: entry.anchor)
    }
}
