import Foundation
import MapwrightModel

/// Decodes the model snapshot a mapping model embeds (`sourcemodeldata`, `destinationmodeldata`: a keyed
/// archive of Xcode's own model objects, `XDPMModel`), and a version saved before Xcode 4 (`elements`), into
/// a ``DataModel``: entities with their parent, abstractness, class name, renaming identifier, version hash
/// modifier, user info, uniqueness constraints and fetch requests; attributes with type, optionality,
/// transience, default, validation (min, max, regular expression), indexes, transformer, external
/// storage, renaming identifier, modifier and user info; relationships with destination, inverse, counts,
/// order, delete rule, indexes, renaming identifier, modifier and user info. Every element is `syncable`, as
/// Xcode 4 marks each one when it re-saves such a model as XML.
///
/// The snapshot is the model as it was when the mapping model was last saved in Xcode's editor: the hashes
/// computed from it are the ones the mapping model stands for (docs/mapping-models.md). Anything the
/// decoder does not understand throws ``ArchiveGraph/Failure``. The archive is walked in place
/// (``ArchiveGraph``).
enum ModelSnapshotDecoder {
    /// The model archived in `data`, named `name`, and the element settings (stereotype keys) it holds
    /// that the decoder does not know, sorted; `reading` walks the archive in place or reads it with Foundation.
    static func model(from data: Data, name: String, reading: ContentsReading = .fast) throws -> (
        model: DataModel, unknownSettings: [String]
    ) {
        switch reading {
        case .fast: return try model(Walker(archive: ArchiveGraph(data: data)), name: name)
        case .plain: return try model(Walker(archive: FoundationArchive(data: data)), name: name)
        }
    }

    private static func model<Archive>(_ walker: Walker<Archive>, name: String) throws -> (
        model: DataModel, unknownSettings: [String]
    ) {
        (try walker.model(name: name), walker.unknown.keys.sorted())
    }

    /// The settings the Xcode versions in the corpus write. All are decoded but the entity's class mapping
    /// (always Xcode's generic record class), its compound indexes (empty in every file found) and the
    /// validation predicates and warnings, which the model has no place for (neither enters a hash).
    static let knownSettings: Set<String> = [
        "XDPMCompoundIndexes", "XDPMUniquenessConstraints", "XD_PSK_classMapping", "XD_PSK_elementID",
        "XD_PSK_entityClassName", "XD_PSK_fetchRequestsArray", "XD_PSK_isAbstract", "XD_PSK_userInfo",
        "XD_PSK_versionHashModifier",
        "XD_PPSK_elementID", "XD_PPSK_isIndexed", "XD_PPSK_isOptional", "XD_PPSK_isSpotlightIndexed",
        "XD_PPSK_isStoredInTruthFile", "XD_PPSK_isTransient", "XD_PPSK_userInfo", "XD_PPSK_versionHashModifier",
        "XD_PPSK_validationQualifiers", "XD_PPSK_validationWarnings",
        "XD_PAttK_allowsExternalBinaryDataStorage", "XD_PAttK_attributeType", "XD_PAttK_defaultValueAsString",
        "XD_PAttK_maxValueString", "XD_PAttK_minValueString", "XD_PAttK_regularExpressionString",
        "XD_PAttK_valueTransformerName", "XD_PAttK_preservesValueInHistoryOnDeletion",
        "XD_PRK_deleteRule", "XD_PRK_destination", "XD_PRK_inverseRelationship", "XD_PRK_isToMany",
        "XD_PRK_maxCount", "XD_PRK_minCount", "XD_PRK_ordered",
    ]

    /// Collects the unknown settings met while walking (the walker is a value passed around by reference).
    private final class Unknown {
        var keys: Set<String> = []
    }

    /// Walks the archive by node (``KeyedArchive``): `Node?` is a node or `$null`.
    private struct Walker<Archive: KeyedArchive> {
        typealias Node = Archive.Node
        let archive: Archive
        let unknown = Unknown()

        func model(name: String) throws -> DataModel {
            let root = try object(archive.root, class: "XDPMModel")
            let package = try object(archive.resolve(archive.member("_xd_rootPackage", of: root)), class: nil)
            for bucket in ["XDBucketForPackagesstorage", "XDBucketForInterfacesstorage", "XDBucketForDataTypesstorage"]
            {
                if let storage = try archive.resolve(archive.member(bucket, of: package)),
                    archive.isDictionary(storage),
                    try !archive.dictionary(storage).isEmpty
                {
                    throw ArchiveGraph.Failure(message: "the model snapshot has content in \(bucket)")
                }
            }
            let classes = try object(
                archive.resolve(archive.member("XDBucketForClassesstorage", of: package)), class: nil)
            let objects = try archive.dictionary(classes).map { try object($0.value, class: "XDPMEntity") }
            let entities = try objects.map(entity)
            return DataModel(
                name: name,
                versionIdentifier: try string(archive.resolve(archive.member("_modelVersionIdentifier", of: root))),
                entities: entities.sorted { $0.name < $1.name },
                fetchRequests: try objects.flatMap(fetchRequests).sorted { $0.name < $1.name })
        }

        /// The fetch request templates Xcode 3 kept with their entity (the model keeps them itself).
        func fetchRequests(_ entity: Node) throws -> [FetchRequestTemplate] {
            guard let list = try stereotypeValues(entity)["XD_PSK_fetchRequestsArray"] else { return [] }
            return try items(of: list).map { item in
                let request = try object(item, class: "XDPMFetchRequest")
                return FetchRequestTemplate(
                    name: try name(of: request),
                    entity: try elementName(archive.resolve(archive.member("_entity", of: request)))
                        ?? name(of: entity),
                    predicate: try string(archive.resolve(archive.member("_predicateString", of: request))))
            }
        }

        func entity(_ object: Node) throws -> Entity {
            let values = try stereotypeValues(object)
            var attributes: [Attribute] = []
            var relationships: [Relationship] = []
            let storage = try self.object(
                archive.resolve(archive.member("XDBucketForOwnedAttributesstorage", of: object)), class: nil)
            for (_, value) in try archive.dictionary(storage) {
                let property = try self.object(value, class: nil)
                switch try archive.className(of: property) {
                case "XDPMAttribute": attributes.append(try attribute(property))
                case "XDPMRelationship": relationships.append(try relationship(property))
                case let other where other.contains("FetchedProperty"): continue  // never part of a hash
                case let other:
                    throw ArchiveGraph.Failure(message: "unknown property class \(other) in the model snapshot")
                }
            }
            return Entity(
                name: try name(of: object),
                parent: try parentName(object),
                isAbstract: try bool(values["XD_PSK_isAbstract"])
                    ?? archive.member("_isAbstract", of: object).flatMap(archive.bool) ?? false,
                className: try string(values["XD_PSK_entityClassName"]),
                renamingIdentifier: try string(values["XD_PSK_elementID"]),
                versionHashModifier: try string(values["XD_PSK_versionHashModifier"]),
                userInfo: try userInfo(values["XD_PSK_userInfo"]),
                uniquenessConstraints: try constraints(values["XDPMUniquenessConstraints"]),
                attributes: attributes.sorted { $0.name < $1.name },
                relationships: relationships.sorted { $0.name < $1.name }, isSyncable: true)
        }

        func attribute(_ object: Node) throws -> Attribute {
            let values = try stereotypeValues(object)
            let raw = try integer(values["XD_PAttK_attributeType"]) ?? 0
            guard let type = AttributeType.allCases.first(where: { Int($0.coreDataRawValue) == raw }) else {
                throw ArchiveGraph.Failure(message: "unknown attribute type \(raw) in the model snapshot")
            }
            return Attribute(
                name: try name(of: object), type: type,
                isOptional: try bool(values["XD_PPSK_isOptional"]) ?? false,
                isTransient: try bool(values["XD_PPSK_isTransient"]) ?? false,
                defaultValue: try string(values["XD_PAttK_defaultValueAsString"]),
                minValue: try string(values["XD_PAttK_minValueString"]),
                maxValue: try string(values["XD_PAttK_maxValueString"]),
                regularExpression: try string(values["XD_PAttK_regularExpressionString"]),
                isIndexed: try bool(values["XD_PPSK_isIndexed"]) ?? false,
                isIndexedBySpotlight: try bool(values["XD_PPSK_isSpotlightIndexed"]) ?? false,
                isStoredInTruthFile: try bool(values["XD_PPSK_isStoredInTruthFile"]) ?? false,
                allowsExternalBinaryDataStorage: try bool(values["XD_PAttK_allowsExternalBinaryDataStorage"]) ?? false,
                preservesValueInHistoryOnDeletion: try bool(values["XD_PAttK_preservesValueInHistoryOnDeletion"])
                    ?? false,
                valueTransformerName: try string(values["XD_PAttK_valueTransformerName"]),
                renamingIdentifier: try string(values["XD_PPSK_elementID"]),
                versionHashModifier: try string(values["XD_PPSK_versionHashModifier"]),
                userInfo: try userInfo(values["XD_PPSK_userInfo"]), isSyncable: true)
        }

        func relationship(_ object: Node) throws -> Relationship {
            let values = try stereotypeValues(object)
            let isToMany = try bool(values["XD_PRK_isToMany"]) ?? false
            return Relationship(
                name: try name(of: object), destination: try elementName(values["XD_PRK_destination"]) ?? "",
                inverse: try elementName(values["XD_PRK_inverseRelationship"]),
                isToMany: isToMany,
                isOrdered: try bool(values["XD_PRK_ordered"]) ?? false,
                minCount: try integer(values["XD_PRK_minCount"]) ?? 0,
                maxCount: try integer(values["XD_PRK_maxCount"]),
                isOptional: try bool(values["XD_PPSK_isOptional"]) ?? false,
                isTransient: try bool(values["XD_PPSK_isTransient"]) ?? false,
                deleteRule: try deleteRule(values["XD_PRK_deleteRule"]),
                isIndexed: try bool(values["XD_PPSK_isIndexed"]) ?? false,
                isIndexedBySpotlight: try bool(values["XD_PPSK_isSpotlightIndexed"]) ?? false,
                isStoredInTruthFile: try bool(values["XD_PPSK_isStoredInTruthFile"]) ?? false,
                renamingIdentifier: try string(values["XD_PPSK_elementID"]),
                versionHashModifier: try string(values["XD_PPSK_versionHashModifier"]),
                userInfo: try userInfo(values["XD_PPSK_userInfo"]), isSyncable: true)
        }

        /// `NSDeleteRule`'s raw values: no action 0, nullify 1, cascade 2, deny 3.
        func deleteRule(_ value: Node?) throws -> DeleteRule {
            switch try integer(value) {
            case nil, 1: return .nullify
            case 0: return .noAction
            case 2: return .cascade
            case 3: return .deny
            case let other?: throw ArchiveGraph.Failure(message: "unknown delete rule \(other) in the model snapshot")
            }
        }

        /// A user info dictionary's entries, sorted by key as Xcode writes them; a value that is not text
        /// (a number, a nested dictionary of Sync Services settings) as ``text(of:)`` writes it.
        func userInfo(_ value: Node?) throws -> [UserInfoEntry] {
            guard let value, archive.isDictionary(value) else { return [] }
            return try archive.dictionary(value).map { key, value in
                guard let key = key.flatMap(archive.string) else {
                    throw ArchiveGraph.Failure(message: "a user info key that is not a string")
                }
                return UserInfoEntry(key: key, value: try text(of: value))
            }.sorted { $0.key < $1.key }
        }

        /// A user info value as text: a string as it is, a number or a flag as written in XML, a dictionary
        /// as `{key = value; …}` and an array as `(a, b)` (keys sorted: the output is deterministic).
        func text(of node: Node?) throws -> String {
            guard let node else { return "" }
            if let text = archive.string(node) ?? archive.member("NS.string", of: node).flatMap(archive.string) {
                return text
            }
            if let flag = archive.bool(node) { return flag ? "YES" : "NO" }
            if let number = archive.integer(node) { return String(number) }
            if archive.isDictionary(node), archive.member("NS.keys", of: node) != nil {
                let entries = try userInfo(node).map { "\($0.key) = \($0.value);" }
                return "{" + entries.joined(separator: " ") + "}"
            }
            if archive.isDictionary(node), archive.member("NS.objects", of: node) != nil {
                return "(" + (try items(of: node).map(text)).joined(separator: ", ") + ")"
            }
            throw ArchiveGraph.Failure(message: "a user info value of type \(archive.typeName(node))")
        }

        /// The element's stereotype values: every owned attribute of every stereotype, by name, with its
        /// `_default` (the value), resolved; `$null` values are left out.
        func stereotypeValues(_ object: Node) throws -> [String: Node] {
            guard let storage = try archive.resolve(archive.member("XDBucketForStereotypesstorage", of: object)),
                archive.isDictionary(storage)
            else { return [:] }
            var values: [String: Node] = [:]
            for (_, stereotype) in try archive.dictionary(storage) {
                let stereotype = try self.object(stereotype, class: nil)
                let owned = try self.object(
                    archive.resolve(archive.member("XDBucketForOwnedAttributesstorage", of: stereotype)), class: nil)
                for (key, property) in try archive.dictionary(owned) {
                    guard let key = key.flatMap(archive.string) else {
                        throw ArchiveGraph.Failure(message: "a stereotype key that is not a string")
                    }
                    if !ModelSnapshotDecoder.knownSettings.contains(key) { unknown.keys.insert(key) }
                    let property = try self.object(property, class: nil)
                    if let value = try archive.resolve(archive.member("_default", of: property)),
                        archive.string(value) != "$null"
                    {
                        values[key] = value
                    }
                }
            }
            return values
        }

        func parentName(_ object: Node) throws -> String? {
            guard let generalizations = archive.member("XDBucketForGeneralizationsstorage", of: object) else {
                return nil
            }
            let resolved = try archive.array(generalizations)
            guard resolved.count <= 1 else {
                throw ArchiveGraph.Failure(message: "an entity with \(resolved.count) parents in the model snapshot")
            }
            guard let generalization = resolved.first else { return nil }
            let general = try archive.resolve(archive.member("_general", of: self.object(generalization, class: nil)))
            // Xcode 3 left a generalization behind when an entity's parent was cleared: no parent.
            guard let general, archive.string(general) != "$null" else { return nil }
            return try name(of: self.object(general, class: nil))
        }

        /// The items of an archived `NSArray` (`node`, resolved), resolved.
        func items(of node: Node) throws -> [Node?] {
            guard let items = archive.member("NS.objects", of: node).flatMap(archive.elements) else {
                throw ArchiveGraph.Failure(message: "expected an array in the model snapshot")
            }
            return try items.map { try archive.resolve($0) }
        }

        func constraints(_ value: Node?) throws -> [[String]] {
            guard let value else { return [] }
            let outer = try self.object(value, class: nil)
            guard let items = archive.member("NS.objects", of: outer).flatMap(archive.elements) else {
                throw ArchiveGraph.Failure(message: "unreadable uniqueness constraints")
            }
            return try items.map { item in
                try archive.array(item).map { element in
                    guard let text = element.flatMap(archive.string) else {
                        throw ArchiveGraph.Failure(message: "a uniqueness constraint element that is not a name")
                    }
                    return text
                }
            }
        }

        func object(_ node: Node?, class expected: String?) throws -> Node {
            guard let node, archive.isDictionary(node) else {
                throw ArchiveGraph.Failure(message: "expected an archived object")
            }
            if let expected, try archive.className(of: node) != expected {
                throw ArchiveGraph.Failure(message: "expected \(expected), found \(try archive.className(of: node))")
            }
            return node
        }

        func name(of object: Node) throws -> String {
            guard let name = try archive.resolve(archive.member("_name", of: object)).flatMap(archive.string),
                !name.isEmpty
            else {
                throw ArchiveGraph.Failure(message: "an element without a name in the model snapshot")
            }
            return name
        }

        /// The name of the element a value refers to (a relationship's destination or inverse); nil when the
        /// value is none or no element.
        func elementName(_ value: Node?) throws -> String? {
            guard let value, archive.isDictionary(value) else { return nil }
            return try name(of: value)
        }

        func bool(_ value: Node?) throws -> Bool? {
            guard let value else { return nil }
            if let flag = archive.bool(value) { return flag }
            if let number = archive.integer(value) { return number != 0 }
            throw ArchiveGraph.Failure(
                message: "expected a boolean in the model snapshot, found \(archive.typeName(value))")
        }

        func integer(_ value: Node?) throws -> Int? {
            guard let value else { return nil }
            if let number = archive.integer(value) { return number }
            throw ArchiveGraph.Failure(
                message: "expected an integer in the model snapshot, found \(archive.typeName(value))")
        }

        func string(_ value: Node?) throws -> String? {
            guard let value else { return nil }
            // An `NSMutableString` is archived as an object holding its text.
            guard let text = archive.string(value) ?? archive.member("NS.string", of: value).flatMap(archive.string)
            else {
                throw ArchiveGraph.Failure(
                    message: "expected a string in the model snapshot, found \(archive.typeName(value))")
            }
            return text.isEmpty ? nil : text
        }
    }
}
