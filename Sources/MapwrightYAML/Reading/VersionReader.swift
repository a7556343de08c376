import MapwrightDiagnostics
import MapwrightModel
import MapwrightSupport

/// Turns the node tree of one version file into a `DataModel`, reporting every structural problem
/// (unknown keys, wrong value types, unreadable shorthand) with its position. Semantic checks
/// (names, references, inverses) are `ModelValidator`'s job.
final class VersionReader {
    let file: String
    let diagnostics: any DiagnosticCollector
    /// Composite type names of this file, so that `address: Address` reads as a composite attribute.
    var compositeNames: Set<String> = []
    /// The hint for each unknown attribute type met, computed once: a file may misspell one type
    /// thousands of times.
    var attributeTypeHints: [String: String] = [:]
    /// The hint for each unknown key met, by the key, then by the keys allowed where it stood (one of the
    /// `Keys` lists, which compare equal by identity at once, where hashing one cost a pass over its keys).
    var unknownKeyHints: [String: [(allowed: [String], hint: String?)]] = [:]

    init(file: String, diagnostics: any DiagnosticCollector) {
        self.file = file
        self.diagnostics = diagnostics
    }

    /// Reads the whole version file, taking the tree: each entity's part of it is freed as soon as the
    /// entity is read, so the model is built in memory the tree gave back rather than in fresh pages.
    func readModel(_ root: consuming YAMLNode, name: String) -> DataModel {
        var model = DataModel(name: name, anchor: anchor(root))
        guard var pairs = mapping(root, what: "a model version") else { return model }
        _ = consume root
        if let composites = pairs.first(where: { $0.knownKey == .composites }),
            case .mapping(let entries) = composites.value.content
        {
            compositeNames = Set(entries.map(\.key))
        }
        for index in pairs.indices {
            if pairs[index].knownKey == .entities {
                // Moved out of the tree, so that `readEntities` holds its only reference.
                let entities = pairs[index].value
                pairs[index].value = YAMLNode.empty
                model.entities = readEntities(entities)
                continue
            }
            let pair = pairs[index]
            switch pair.knownKey {
            case .versionIdentifier?: model.versionIdentifier = optionalText(pair.value, key: pair.key)
            case .settings?: model.settings = readSettings(pair.value)
            case .composites?:
                model.composites = (mapping(pair.value, what: "`composites`") ?? []).map(readComposite)
            case .fetchRequests?:
                model.fetchRequests = (mapping(pair.value, what: "`fetchRequests`") ?? []).map(readFetchRequest)
            case .configurations?:
                model.configurations = (mapping(pair.value, what: "`configurations`") ?? []).map(readConfiguration)
            default: unknownKey(pair, allowed: Keys.Model.all, in: "a model version")
            }
        }
        return model
    }

    /// The entities of the `entities` mapping, each entity's part of the tree freed once it is read
    /// (`node` holds the only reference to the mapping).
    private func readEntities(_ node: consuming YAMLNode) -> [Entity] {
        guard var entries = mapping(node, what: "`entities`") else { return [] }
        _ = consume node
        var entities: [Entity] = []
        entities.reserveCapacity(entries.count)
        for index in entries.indices {
            entities.append(readEntity(entries[index]))
            entries[index].value = YAMLNode.empty
        }
        return entities
    }

    private func readSettings(_ node: YAMLNode) -> ModelSettings {
        var settings = ModelSettings()
        for pair in mapping(node, what: "`settings`") ?? [] {
            switch pair.knownKey {
            case .sourceLanguage?: settings.sourceLanguage = optionalText(pair.value, key: pair.key)
            case .minimumToolsVersion?: settings.minimumToolsVersion = optionalText(pair.value, key: pair.key)
            case .usedWithCloudKit?: settings.isUsedWithCloudKit = bool(pair.value, key: pair.key)
            case .usedWithSwiftData?: settings.isUsedWithSwiftData = bool(pair.value, key: pair.key)
            case .macOSVersion?: settings.macOSVersion = optionalText(pair.value, key: pair.key)
            case .iOSVersion?: settings.iOSVersion = optionalText(pair.value, key: pair.key)
            default: unknownKey(pair, allowed: Keys.Settings.all, in: "`settings`")
            }
        }
        return settings
    }

    private func readComposite(_ pair: YAMLPair) -> CompositeType {
        let attributes = (mapping(pair.value, what: "composite '\(pair.key)'") ?? []).map(readAttribute)
        return CompositeType(name: pair.key, attributes: attributes, anchor: anchor(pair))
    }

    private func readFetchRequest(_ pair: YAMLPair) -> FetchRequestTemplate {
        var request = FetchRequestTemplate(name: pair.key, entity: "", anchor: anchor(pair))
        var hasEntity = false
        for field in mapping(pair.value, what: "fetch request '\(pair.key)'") ?? [] {
            let key = field.key, value = field.value
            switch field.knownKey {
            case .entity?:
                hasEntity = true
                request.entity = text(value, key: key) ?? ""
            case .predicate?: request.predicate = optionalText(value, key: key)
            case .fetchLimit?: request.fetchLimit = int(value, key: key)
            case .fetchBatchSize?: request.fetchBatchSize = int(value, key: key)
            case .includeSubentities?: request.includesSubentities = bool(value, key: key)
            case .includePropertyValues?: request.includesPropertyValues = bool(value, key: key)
            case .includePendingChanges?: request.includesPendingChanges = bool(value, key: key)
            case .returnObjectsAsFaults?: request.returnsObjectsAsFaults = bool(value, key: key)
            case .returnDistinctResults?: request.returnsDistinctResults = bool(value, key: key)
            case .otherOptions?:
                request.otherOptions = readUserInfo(value, key: key)
                // Written back as attributes of Xcode's <fetchRequest>: only XML attribute names can be.
                if case .mapping(let options) = value.content {
                    for option in options where !Self.isXMLName(option.key) {
                        diagnostics.emit(
                            YAMLRules.unknownValue,
                            "fetch request option '\(PrintableText.escaped(option.key))' of '\(pair.key)' is not an XML attribute name, "
                                + "so Xcode's model file cannot hold it",
                            at: location(option),
                            hint: "use letters, digits, '_', '-' and '.', starting with a letter or '_'")
                    }
                }
            default: unknownKey(field, allowed: Keys.FetchRequest.all, in: "fetch request '\(pair.key)'")
            }
        }
        if !hasEntity, case .mapping = pair.value.content {
            missingKey(Keys.FetchRequest.entity, in: "fetch request '\(pair.key)'", at: pair)
        }
        return request
    }

    private func readConfiguration(_ pair: YAMLPair) -> Configuration {
        var configuration = Configuration(name: pair.key, entities: [], anchor: anchor(pair))
        if case .sequence = pair.value.content {
            configuration.entities = textList(pair.value, key: pair.key)
            return configuration
        }
        for field in mapping(pair.value, what: "configuration '\(pair.key)'") ?? [] {
            switch field.knownKey {
            case .entities?: configuration.entities = textList(field.value, key: field.key)
            case .usedWithCloudKit?: configuration.isUsedWithCloudKit = bool(field.value, key: field.key)
            default: unknownKey(field, allowed: Keys.Configuration.all, in: "configuration '\(pair.key)'")
            }
        }
        return configuration
    }

    /// True for an XML 1.0 attribute name of ASCII characters: a letter or `_`, then letters, digits, `_`, `-`,
    /// `.` and `:` (a namespace prefix, as Xcode's files may hold).
    static func isXMLName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.isASCII,
            first.properties.isAlphabetic || first == "_"
        else { return false }
        return name.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII
                && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    || "_-.:".unicodeScalars.contains(scalar))
        }
    }

    /// `userInfo` (and fetch requests' `otherOptions`): a mapping of text values, order kept.
    func readUserInfo(_ node: YAMLNode, key: String) -> [UserInfoEntry] {
        (mapping(node, what: "`\(key)`") ?? []).map { pair in
            UserInfoEntry(
                key: pair.key, value: pair.value.isNull ? "" : (text(pair.value, key: pair.key) ?? ""),
                anchor: anchor(pair))
        }
    }
}
