import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightReport
import MapwrightSupport
import MapwrightSwiftData
import MapwrightYAML

/// Checks each key of a parsed `mapwright.yml` and fills a ``Configuration``.
struct ConfigurationReader {
    let diagnostics: any DiagnosticCollector
    /// The file's path as positions name it.
    let file: String
    /// The project the paths must stay in (``ConfiguredPaths``); nil when the file's place is not known.
    var project: ConfiguredPaths? = nil

    func read(_ root: YAMLNode, into configuration: inout ProjectConfiguration) {
        guard case .mapping(let entries) = root.content else {
            invalid(root, "the configuration must be a mapping of keys, not \(root.kindDescription)")
            return
        }
        for entry in entries {
            let value = entry.value
            switch entry.key {
            case "models": configuration.models = confined(strings(value, key: entry.key), value, key: entry.key)
            case "output":
                configuration.output =
                    confined(string(value, key: entry.key).map { [$0] }, value, key: entry.key)?.first
            case "templates":
                configuration.templates =
                    confined(string(value, key: entry.key).map { [$0] }, value, key: entry.key)?.first
            case "modelFolder": configuration.modelFolder = string(value, key: entry.key)
            case "staged": configuration.staged = bool(value, key: entry.key)
            case "failOn":
                configuration.failOn = oneOf(FailureThreshold.allCases.map(\.rawValue), value, key: entry.key).flatMap(
                    FailureThreshold.init)
            case "reporter": configuration.reporter = oneOf(Reporters.acceptedNames, value, key: entry.key)
            case "githubAnnotations": configuration.githubAnnotations = bool(value, key: entry.key)
            case "rules": configuration.rules = rules(value)
            case "ignore": configuration.ignore = strings(value, key: entry.key)
            case "rulesDocumentationURL": configuration.rulesDocumentationURL = webAddress(value, key: entry.key)
            case "versions":
                configuration.versionOrders = versionOrders(value)
                if case .mapping(let entries) = value.content {
                    for entry in entries {
                        configuration.versionOrderLocations[entry.key] = entry.value.location(in: file)
                    }
                }
            case "built":
                guard case .mapping(let entries) = value.content else {
                    invalid(
                        value, "`built` takes a mapping of model paths to true or false, not \(value.kindDescription)")
                    continue
                }
                for entry in entries {
                    guard let built = bool(entry.value, key: "built.\(entry.key)") else { continue }
                    configuration.built[entry.key] = built
                    configuration.builtLocations[entry.key] = entry.value.location(in: file)
                }
            case "current":
                guard case .mapping(let entries) = value.content else {
                    invalid(
                        value, "`current` takes a mapping of model paths to version names, not \(value.kindDescription)"
                    )
                    continue
                }
                for entry in entries {
                    guard let name = string(entry.value, key: "current.\(entry.key)") else { continue }
                    configuration.currentVersions[entry.key] = name
                    configuration.currentVersionLocations[entry.key] = entry.value.location(in: file)
                }
            case "inference":
                configuration.inference = bool(value, key: entry.key)
                configuration.inferenceLocation = value.location(in: file)
            case "policySources":
                configuration.policySources = confined(strings(value, key: entry.key), value, key: entry.key)
                configuration.policySourcesLocation = value.location(in: file)
            case "mappings": configuration.mappings = confined(strings(value, key: entry.key), value, key: entry.key)
            case "migration":
                configuration.migration = oneOf(MigrationStyle.allCases.map(\.rawValue), value, key: entry.key)
                    .flatMap(MigrationStyle.init)
                configuration.migrationLocation = value.location(in: file)
            case "baseline":
                configuration.baseline =
                    confined(string(value, key: entry.key).map { [$0] }, value, key: entry.key)?.first
            case "suppress": configuration.suppressions = suppressions(value)
            case "stores": configuration.stores = confined(strings(value, key: entry.key), value, key: entry.key)
            case "swiftData": configuration.swiftData = codableReading(value)
            default:
                diagnostics.emit(
                    ProjectRules.configUnknownKey, "unknown key '\(entry.key)' in the configuration",
                    at: entry.keyLocation(in: file),
                    hint: Suggestion.hint(for: entry.key, among: ConfigurationLoader.keys)
                        ?? "known keys: \(ConfigurationLoader.keys.joined(separator: ", "))")
            }
        }
    }

    /// `paths` when each stays in the project: a configuration file that comes with a pull request must
    /// not make the run read or write elsewhere (`/etc/passwd`, `../secret.txt`, a link out).
    private func confined(_ paths: [String]?, _ value: YAMLNode, key: String) -> [String]? {
        guard let paths, let project else { return paths }
        for path in paths {
            if let problem = project.problem(with: path) {
                invalid(
                    value, "`\(key)`: '\(PrintableText.escaped(path))' \(problem)",
                    hint: "name paths inside the project, relative to mapwright.yml")
                return nil
            }
        }
        return paths
    }

    /// An `https://` or `http://` address: the report's rule links and SARIF's `helpUri` are followed by
    /// whoever reads them, and a `mapwright.yml` can come with a pull request (`javascript:` …).
    private func webAddress(_ value: YAMLNode, key: String) -> String? {
        guard let text = string(value, key: key) else { return nil }
        let lowered = text.lowercased()
        guard lowered.hasPrefix("https://") || lowered.hasPrefix("http://"),
            text.count > (lowered.hasPrefix("https://") ? 8 : 7),
            !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0 == " " })
        else {
            invalid(
                value, "`\(key)` takes an https:// or http:// address, not '\(PrintableText.escaped(text))'",
                hint: "for example https://github.com/<owner>/<repo>/blob/main/docs/rules/")
            return nil
        }
        return text
    }

    func invalid(_ value: YAMLNode, _ message: String, hint: String? = nil) {
        diagnostics.emit(ProjectRules.configInvalidValue, message, at: value.location(in: file), hint: hint)
    }

    func string(_ value: YAMLNode, key: String) -> String? {
        guard case .scalar(let scalar) = value.content, !value.isNull else {
            invalid(value, "`\(key)` takes a single value, not \(value.isNull ? "nothing" : value.kindDescription)")
            return nil
        }
        return scalar.text
    }

    private func strings(_ value: YAMLNode, key: String) -> [String]? {
        if case .scalar = value.content, !value.isNull { return string(value, key: key).map { [$0] } }
        guard case .sequence(let items) = value.content else {
            invalid(value, "`\(key)` takes a list of paths, not \(value.isNull ? "nothing" : value.kindDescription)")
            return nil
        }
        let texts = items.compactMap { string($0, key: key) }
        return texts.count == items.count ? texts : nil
    }

    private func oneOf(_ allowed: [String], _ value: YAMLNode, key: String) -> String? {
        guard let text = string(value, key: key) else { return nil }
        guard allowed.contains(text) else {
            invalid(
                value, "`\(key)` must be one of \(allowed.joined(separator: ", ")), not '\(text)'",
                hint: Suggestion.hint(for: text, among: allowed))
            return nil
        }
        return text
    }

    private func bool(_ value: YAMLNode, key: String) -> Bool? {
        guard let text = string(value, key: key) else { return nil }
        switch text.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default:
            invalid(value, "`\(key)` takes true or false, not '\(text)'")
            return nil
        }
    }

    /// `versions:` maps a model path to its version names, oldest first.
    private func versionOrders(_ value: YAMLNode) -> [String: [String]] {
        guard case .mapping(let entries) = value.content else {
            invalid(
                value,
                "`versions` takes a mapping of model paths to lists of version names, not \(value.kindDescription)")
            return [:]
        }
        var orders: [String: [String]] = [:]
        for entry in entries {
            guard case .sequence = entry.value.content, let names = strings(entry.value, key: "versions.\(entry.key)")
            else {
                invalid(entry.value, "`versions.\(entry.key)` takes a list of version names, oldest first")
                continue
            }
            orders[entry.key] = names
        }
        return orders
    }

    /// `swiftData:` maps `codable` and `associatedValues` to how SwiftData sources' Codable values are read.
    private func codableReading(_ value: YAMLNode) -> CodableReading? {
        guard case .mapping(let entries) = value.content else {
            invalid(
                value, "`swiftData` takes a mapping of codable and associatedValues, not \(value.kindDescription)")
            return nil
        }
        var reading = CodableReading()
        for entry in entries {
            let key = "swiftData.\(entry.key)"
            switch entry.key {
            case "codable":
                reading.storage = oneOf(CodableReading.Storage.allCases.map(\.rawValue), entry.value, key: key)
                    .flatMap(CodableReading.Storage.init)
            case "associatedValues":
                reading.associatedValues = oneOf(
                    CodableReading.AssociatedValues.allCases.map(\.rawValue), entry.value, key: key
                ).flatMap(CodableReading.AssociatedValues.init)
            default:
                diagnostics.emit(
                    ProjectRules.configUnknownKey, "unknown key '\(key)' in the configuration",
                    at: entry.keyLocation(in: file),
                    hint: Suggestion.hint(for: entry.key, among: ["codable", "associatedValues"])
                        ?? "`swiftData` takes codable and associatedValues")
            }
        }
        return reading
    }

    /// `rules:` maps a code to `off`, `error`, `warning` or `note`.
    private func rules(_ value: YAMLNode) -> [String: RuleSetting] {
        guard case .mapping(let entries) = value.content else {
            invalid(
                value, "`rules` takes a mapping of codes to off, error, warning or note, not \(value.kindDescription)")
            return [:]
        }
        let known = RuleRegistry.configurable.map(\.code)
        var settings: [String: RuleSetting] = [:]
        for entry in entries {
            guard known.contains(entry.key) else {
                diagnostics.emit(
                    ProjectRules.configInvalidValue,
                    "`rules` names '\(entry.key)', which is not a Mapwright code that can be configured",
                    at: entry.keyLocation(in: file), hint: Suggestion.hint(for: entry.key, among: known))
                continue
            }
            guard let text = string(entry.value, key: "rules.\(entry.key)") else { continue }
            guard let setting = RuleSetting(spelling: text) else {
                invalid(
                    entry.value,
                    "`rules.\(entry.key)` must be one of \(RuleSetting.spellings.joined(separator: ", ")), not '\(text)'",
                    hint: Suggestion.hint(for: text, among: RuleSetting.spellings))
                continue
            }
            settings[entry.key] = setting
        }
        return settings
    }
}
