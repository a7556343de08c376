import Foundation
import MapwrightDiagnostics
import MapwrightModel
import MapwrightSupport
import MapwrightValidation

/// Reads a readable mapping model (`<From> to <To>.mapping.yaml`, docs/mappings.md): the file
/// `mapwright generate` and `mapwright import` write, or one written by hand, into the same
/// ``ShippedMappingModel`` the Xcode reader makes.
///
/// Problems are errors with the file, line and column of the node concerned (MW006 unknown key, MW007
/// wrong kind of value, MW013 missing key, MW014 unknown mapping type); a file with an error yields nil.
package enum MappingYAMLReader {
    /// The file name suffix of a readable mapping model.
    package static let fileSuffix = ".mapping.yaml"

    /// The mapping model in the file at `path`; nil (with errors) when it cannot be read.
    package static func read(at path: String, diagnostics: any DiagnosticCollector) -> ShippedMappingModel? {
        let local = CollectingDiagnosticCollector()
        let root = YAMLDocument.parse(contentsOf: path, diagnostics: local)
        for diagnostic in local.diagnostics { diagnostics.emit(diagnostic) }
        guard let root, !local.hasErrors else {
            if !local.hasErrors {
                diagnostics.emit(
                    YAMLRules.emptyFile, "the mapping model is empty",
                    at: SourceLocation(file: path, line: 1, column: 1))
            }
            return nil
        }
        var reader = NodeReader(file: path, diagnostics: diagnostics)
        let model = reader.mappingModel(root)
        return reader.failed ? nil : model
    }

    /// The readable mapping models (`*.mapping.yaml`) in the folder at `path`, sorted by path.
    package static func files(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(fileSuffix) && !$0.hasPrefix(".") }.sorted().map { folder + "/" + $0 }
    }
}

/// The keys of a `.mapping.yaml`, level by level (schemas/mapwright-mapping.schema.json lists the same).
enum MappingYAMLKeys {
    static let model = ["mappingModel", "source", "destination", "entityMappings"]
    static let entityMapping = [
        "name", "type", "number", "source", "destination", "policy", "customCode", "sourceExpression", "filter",
        "sourceHash", "destinationHash", "userInfo", "attributes", "relationships",
    ]
    static let propertyMapping = ["name", "renamedFrom", "valueExpression", "sourceMapping", "sourceKeyPath"]
}

/// Walks the node tree of one `.mapping.yaml`, emitting an error for anything it does not know.
struct NodeReader {
    let file: String
    let diagnostics: any DiagnosticCollector
    var failed = false

    init(file: String, diagnostics: any DiagnosticCollector) {
        self.file = file
        self.diagnostics = diagnostics
    }

    mutating func mappingModel(_ node: YAMLNode) -> ShippedMappingModel? {
        guard let pairs = mapping(node, allowing: MappingYAMLKeys.model, what: "a mapping model") else { return nil }
        let source = text(pairs, "source", required: true, in: node)
        let destination = text(pairs, "destination", required: true, in: node)
        var entityMappings: [ShippedEntityMapping] = []
        if let list = sequence(pairs, "entityMappings", required: true, in: node) {
            for (index, item) in list.enumerated() {
                if let mapping = entityMapping(item, number: index + 1) { entityMappings.append(mapping) }
            }
        }
        return ShippedMappingModel(
            file: file, sourceModelPath: source.map(Self.modelPath),
            destinationModelPath: destination.map(Self.modelPath),
            entityMappings: entityMappings.sorted { $0.mappingNumber < $1.mappingNumber },
            anchor: SourceAnchor(node.location(in: file)))
    }

    /// A version name stands for `<name>.xcdatamodel`; a model path is kept.
    static func modelPath(_ text: String) -> String { text.hasSuffix(".xcdatamodel") ? text : text + ".xcdatamodel" }

    mutating func entityMapping(_ node: YAMLNode, number: Int) -> ShippedEntityMapping? {
        guard let pairs = mapping(node, allowing: MappingYAMLKeys.entityMapping, what: "an entity mapping") else {
            return nil
        }
        let source = text(pairs, "source", in: node)
        let destination = text(pairs, "destination", in: node)
        if source == nil, destination == nil {
            fail(YAMLRules.missingKey, "an entity mapping needs `source`, `destination` or both", at: node)
        }
        var type = ShippedMappingType.undefined
        if let pair = pairs.first(where: { $0.key == "type" }), let name = scalarText(pair.value) {
            if let known = ShippedMappingType.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) {
                type = known
            } else {
                fail(
                    YAMLRules.unknownValue,
                    "`type: \(name)` is not a mapping type; use one of "
                        + ShippedMappingType.allCases.map(\.rawValue).joined(separator: ", "), at: pair.value)
            }
        }
        var mappingNumber = number
        if let pair = pairs.first(where: { $0.key == "number" }), let value = scalarText(pair.value) {
            if let parsed = Int(value) {
                mappingNumber = parsed
            } else {
                fail(YAMLRules.wrongValueType, "`number` takes a whole number, not `\(value)`", at: pair.value)
            }
        }
        _ = sequence(pairs, "customCode", in: node)
        let sourceExpression = text(pairs, "sourceExpression", in: node)
        let name =
            text(pairs, "name", in: node)
            ?? ShippedEntityMapping.conventionalName(source: source, destination: destination)
        // The policy becomes a class in `xcmapping.xml` and a stub's declaration and file name: the same
        // class name rule as a model's (MW067).
        let policy = text(pairs, "policy", in: node).flatMap { $0.isEmpty ? nil : $0 }
        if let policy, !IdentifierRules.isClassName(policy, allowsLeadingDot: false),
            let value = pairs.first(where: { $0.key == "policy" })?.value
        {
            fail(
                ModelRules.invalidClassName,
                "policy class name '\(PrintableText.escaped(policy))' is not a class name: ASCII letters, digits and '_', not starting with a digit, and not a Swift keyword, optionally after a module name and '.' (`MyApp.ItemPolicy`)",
                at: value)
        }
        return ShippedEntityMapping(
            name: name, declaredType: type, sourceEntity: source, destinationEntity: destination,
            sourceEntityVersionHash: hash(pairs, "sourceHash", in: node),
            destinationEntityVersionHash: hash(pairs, "destinationHash", in: node), mappingNumber: mappingNumber,
            policyClassName: policy,
            sourceFilterPredicate: text(pairs, "filter", in: node) ?? sourceExpression.flatMap(Self.filter(in:)),
            userInfo: userInfo(pairs, in: node),
            attributeMappings: properties(pairs, "attributes", in: node),
            relationshipMappings: properties(pairs, "relationships", in: node),
            anchor: SourceAnchor(node.location(in: file)))
    }

    mutating func properties(_ pairs: [YAMLPair], _ key: String, in node: YAMLNode) -> [ShippedPropertyMapping] {
        guard let list = sequence(pairs, key, in: node) else { return [] }
        var result: [ShippedPropertyMapping] = []
        for item in list {
            guard let fields = mapping(item, allowing: MappingYAMLKeys.propertyMapping, what: "a property mapping"),
                let name = text(fields, "name", required: true, in: item)
            else { continue }
            var expression = text(fields, "valueExpression", in: item)
            if expression == nil, let renamed = text(fields, "renamedFrom", in: item) {
                expression = "$source.\(renamed)"
            }
            var sourceMapping = text(fields, "sourceMapping", in: item)
            var keyPath = text(fields, "sourceKeyPath", in: item)
            if let expression, let parts = ShippedPropertyMapping.relationshipParts(of: expression) {
                sourceMapping = sourceMapping ?? parts.sourceMappingName
                keyPath = keyPath ?? parts.sourceKeyPath
            }
            result.append(
                ShippedPropertyMapping(
                    name: name, valueExpression: expression, sourceMappingName: sourceMapping, sourceKeyPath: keyPath,
                    autogeneratesExpression: expression == nil, anchor: SourceAnchor(item.location(in: file))))
        }
        return result.sorted { $0.name < $1.name }
    }

    /// An entity version hash in hex, as `mapwright hash` prints it (64 digits).
    mutating func hash(_ pairs: [YAMLPair], _ key: String, in node: YAMLNode) -> [UInt8]? {
        guard let hex = text(pairs, key, in: node) else { return nil }
        var bytes: [UInt8] = []
        var digits = hex.makeIterator()
        while let high = digits.next() {
            guard let low = digits.next(), let byte = UInt8(String([high, low]), radix: 16) else { break }
            bytes.append(byte)
        }
        guard bytes.count == 32, hex.count == 64 else {
            let value = pairs.first { $0.key == key }!.value
            fail(
                YAMLRules.wrongValueType,
                "`\(key)` takes an entity version hash: 64 hex digits, as `mapwright hash` prints it", at: value)
            return nil
        }
        return bytes
    }

    /// The predicate of a generated source expression, `FETCH(FUNCTION($manager,
    /// "fetchRequestForSourceEntityNamed:predicateString:" , "<Entity>", "<predicate>"), …)`; nil for
    /// `TRUEPREDICATE` and for any other expression.
    static func filter(in expression: String) -> String? {
        guard let marker = expression.range(of: "\"fetchRequestForSourceEntityNamed:predicateString:\"") else {
            return nil
        }
        var quoted: [String] = []
        var current: String?
        var escaped = false
        for character in expression[marker.upperBound...] {
            if var text = current {
                if escaped {
                    text.append(character)
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    quoted.append(text)
                    current = nil
                    if quoted.count == 2 { break }
                    continue
                } else {
                    text.append(character)
                }
                current = text
            } else if character == "\"" {
                current = ""
            }
        }
        guard quoted.count == 2, quoted[1] != "TRUEPREDICATE" else { return nil }
        return quoted[1]
    }

    // MARK: Nodes

    mutating func mapping(_ node: YAMLNode, allowing keys: [String], what: String) -> [YAMLPair]? {
        guard case .mapping(let pairs) = node.content else {
            fail(YAMLRules.wrongValueType, "\(what) must be a mapping, not \(node.kindDescription)", at: node)
            return nil
        }
        for pair in pairs where !keys.contains(pair.key) {
            failed = true
            diagnostics.emit(
                YAMLRules.unknownKey, "unknown key `\(pair.key)` in \(what)", at: pair.keyLocation(in: file),
                hint: Suggestion.hint(for: pair.key, among: keys))
        }
        return pairs
    }

    /// `userInfo:`, a mapping of texts; empty when absent.
    mutating func userInfo(_ pairs: [YAMLPair], in node: YAMLNode) -> [String: String] {
        guard let pair = pairs.first(where: { $0.key == "userInfo" }), !pair.value.isNull else { return [:] }
        guard case .mapping(let entries) = pair.value.content else {
            fail(
                YAMLRules.wrongValueType, "`userInfo` must be a mapping of texts, not \(pair.value.kindDescription)",
                at: pair.value)
            return [:]
        }
        var userInfo: [String: String] = [:]
        for entry in entries {
            if let value = scalarText(entry.value) { userInfo[entry.key] = value }
        }
        return userInfo
    }

    mutating func text(_ pairs: [YAMLPair], _ key: String, required: Bool = false, in node: YAMLNode) -> String? {
        guard let pair = pairs.first(where: { $0.key == key }) else {
            if required { fail(YAMLRules.missingKey, "`\(key)` is missing", at: node) }
            return nil
        }
        if pair.value.isNull {
            if required { fail(YAMLRules.missingKey, "`\(key)` needs a value", at: pair.value) }
            return nil
        }
        return scalarText(pair.value)
    }

    mutating func scalarText(_ node: YAMLNode) -> String? {
        guard let scalar = node.scalar else {
            fail(YAMLRules.wrongValueType, "expected a single value, not \(node.kindDescription)", at: node)
            return nil
        }
        return scalar.text
    }

    mutating func sequence(_ pairs: [YAMLPair], _ key: String, required: Bool = false, in node: YAMLNode) -> [YAMLNode]?
    {
        guard let pair = pairs.first(where: { $0.key == key }) else {
            if required { fail(YAMLRules.missingKey, "`\(key)` is missing", at: node) }
            return nil
        }
        if pair.value.isNull { return [] }
        guard case .sequence(let items) = pair.value.content else {
            fail(YAMLRules.wrongValueType, "`\(key)` must be a list, not \(pair.value.kindDescription)", at: pair.value)
            return nil
        }
        return items
    }

    mutating func fail(_ rule: Rule, _ message: String, at node: YAMLNode) {
        failed = true
        diagnostics.emit(rule, message, at: node.location(in: file))
    }
}
