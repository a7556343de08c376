import MapwrightSupport
import MapwrightYAML

extension ConfigurationReader {
    /// `suppress:` is a list of entries, each a mapping of ``ConfiguredSuppression/keys``; a missing
    /// required key (the reason above all) or an unknown one is an error at its position.
    func suppressions(_ value: YAMLNode) -> [ConfiguredSuppression] {
        guard case .sequence(let items) = value.content else {
            invalid(
                value,
                "`suppress` takes a list of entries (code, model, entity, property, step, reason), not \(value.kindDescription)"
            )
            return []
        }
        return items.compactMap(suppression)
    }

    private func suppression(_ item: YAMLNode) -> ConfiguredSuppression? {
        guard case .mapping(let entries) = item.content else {
            invalid(
                item,
                "a `suppress` entry is a mapping of code, model, entity, property, step and reason, not \(item.kindDescription)"
            )
            return nil
        }
        var fields: [String: String] = [:]
        var valid = true
        for entry in entries {
            guard ConfiguredSuppression.keys.contains(entry.key) else {
                diagnostics.emit(
                    ProjectRules.configUnknownKey, "unknown key '\(entry.key)' in a `suppress` entry",
                    at: entry.keyLocation(in: file),
                    hint: Suggestion.hint(for: entry.key, among: ConfiguredSuppression.keys)
                        ?? "known keys: \(ConfiguredSuppression.keys.joined(separator: ", "))")
                valid = false
                continue
            }
            guard let text = string(entry.value, key: "suppress.\(entry.key)"), !text.isEmpty else {
                valid = false
                continue
            }
            fields[entry.key] = text
        }
        for key in ["code", "model", "entity", "reason"] where fields[key] == nil {
            let why = key == "reason" ? ": say why the finding is accepted" : ""
            invalid(item, "a `suppress` entry needs `\(key)`\(why)")
            valid = false
        }
        guard valid, let code = fields["code"], let model = fields["model"], let entity = fields["entity"],
            let reason = fields["reason"]
        else { return nil }
        return ConfiguredSuppression(
            code: code, model: model, entity: entity, property: fields["property"], step: fields["step"],
            reason: reason,
            location: item.location(in: file))
    }
}
