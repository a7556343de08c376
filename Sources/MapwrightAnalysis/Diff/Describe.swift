import MapwrightModel

/// Wording of change details: `old → new`, with `none` for a missing value.
enum Describe {
    static func change(_ old: String?, _ new: String?) -> String {
        "\(old.map { "`\($0)`" } ?? "none") → \(new.map { "`\($0)`" } ?? "none")"
    }

    static func flag(_ old: Bool, _ new: Bool, on: String, off: String) -> String {
        "\(old ? on : off) → \(new ? on : off)"
    }

    static func namedListChange(_ old: [String], _ new: [String]) -> String {
        let added = new.filter { !old.contains($0) }, removed = old.filter { !new.contains($0) }
        var parts: [String] = []
        if !added.isEmpty { parts.append("added \(added.joined(separator: ", "))") }
        if !removed.isEmpty { parts.append("removed \(removed.joined(separator: ", "))") }
        return parts.isEmpty ? "edited" : parts.joined(separator: "; ")
    }

    static func userInfo(_ entries: [UserInfoEntry]) -> String {
        entries.isEmpty ? "empty" : entries.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")
    }

    static func settingsChange(_ old: ModelSettings, _ new: ModelSettings) -> String {
        var parts: [String] = []
        if old.sourceLanguage != new.sourceLanguage {
            parts.append("sourceLanguage \(change(old.sourceLanguage, new.sourceLanguage))")
        }
        if old.minimumToolsVersion != new.minimumToolsVersion {
            parts.append("minimumToolsVersion \(change(old.minimumToolsVersion, new.minimumToolsVersion))")
        }
        if old.isUsedWithCloudKit != new.isUsedWithCloudKit {
            parts.append(
                "usedWithCloudKit \(flag(old.isUsedWithCloudKit, new.isUsedWithCloudKit, on: "yes", off: "no"))")
        }
        if old.isUsedWithSwiftData != new.isUsedWithSwiftData {
            parts.append(
                "usedWithSwiftData \(flag(old.isUsedWithSwiftData, new.isUsedWithSwiftData, on: "yes", off: "no"))")
        }
        if old.macOSVersion != new.macOSVersion || old.iOSVersion != new.iOSVersion {
            parts.append("deployment stamps")
        }
        return parts.joined(separator: "; ")
    }

    /// `min 0 → 1, max 1` style summary of relationship counts.
    static func counts(_ old: Relationship, _ new: Relationship) -> String {
        func bound(_ value: Int, unlimitedWhenZero: Bool) -> String {
            unlimitedWhenZero && value == 0 ? "unlimited" : String(value)
        }
        var parts: [String] = []
        if old.minCount != new.minCount { parts.append("minCount \(old.minCount) → \(new.minCount)") }
        if old.maxCount != new.maxCount {
            parts.append(
                "maxCount \(bound(old.maxCount, unlimitedWhenZero: old.isToMany)) → \(bound(new.maxCount, unlimitedWhenZero: new.isToMany))"
            )
        }
        return parts.joined(separator: ", ")
    }

    static func cardinality(_ relationship: Relationship) -> String {
        relationship.isToMany ? (relationship.isOrdered ? "ordered to-many" : "to-many") : "to-one"
    }
}
