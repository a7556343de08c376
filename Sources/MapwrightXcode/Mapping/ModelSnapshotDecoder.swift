import Foundation
import MapwrightModel

/// Decodes the model snapshot a mapping model embeds (`sourcemodeldata`, `destinationmodeldata`: a keyed
/// archive of Xcode's own model objects, `XDPMModel`) into a ``DataModel`` holding what entity version
/// hashes depend on: entities with their parent, abstractness, version hash modifier and uniqueness
/// constraints; attributes with type, optionality, transience, modifier and external storage;
/// relationships with destination, inverse, counts and order.
///
/// The snapshot is the model as it was when the mapping model was last saved in Xcode's editor: the hashes
/// computed from it are the ones the mapping model stands for (docs/mapping-models.md). Anything the
/// decoder does not understand throws ``KeyedArchive/Failure``.
enum ModelSnapshotDecoder {
    /// The model archived in `data`, named `name`, and the element settings (stereotype keys) it holds
    /// that the decoder does not know, sorted.
    static func model(from data: Data, name: String) throws -> (model: DataModel, unknownSettings: [String]) {
        let archive = try KeyedArchive(data: data)
        let walker = Walker(archive: archive)
        let model = try walker.model(name: name)
        return (model, walker.unknown.keys.sorted())
    }

    /// The settings the Xcode versions in the corpus write: those that enter entity hashes are decoded,
    /// the others (indexes, defaults, validation predicates, class names, userInfo) are known not to.
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

    private struct Walker {
        let archive: KeyedArchive
        let unknown = Unknown()

        func model(name: String) throws -> DataModel {
            let root = try object(archive.object(archive.root), class: "XDPMModel")
            let package = try object(archive.resolve(root["_xd_rootPackage"]), class: nil)
            for bucket in ["XDBucketForPackagesstorage", "XDBucketForInterfacesstorage", "XDBucketForDataTypesstorage"]
            {
                if let storage = try archive.resolve(package[bucket]) as? [String: Any],
                    try !archive.dictionary(storage).isEmpty
                {
                    throw KeyedArchive.Failure(message: "the model snapshot has content in \(bucket)")
                }
            }
            let classes = try object(archive.resolve(package["XDBucketForClassesstorage"]), class: nil)
            let entities = try archive.dictionary(classes).map { try entity(object($0.value, class: "XDPMEntity")) }
            return DataModel(name: name, entities: entities.sorted { $0.name < $1.name })
        }

        func entity(_ object: [String: Any]) throws -> Entity {
            let values = try stereotypeValues(object)
            var attributes: [Attribute] = []
            var relationships: [Relationship] = []
            let storage = try self.object(archive.resolve(object["XDBucketForOwnedAttributesstorage"]), class: nil)
            for (_, value) in try archive.dictionary(storage) {
                let property = try self.object(value, class: nil)
                switch try archive.className(of: property) {
                case "XDPMAttribute": attributes.append(try attribute(property))
                case "XDPMRelationship": relationships.append(try relationship(property))
                case let other where other.contains("FetchedProperty"): continue  // never part of a hash
                case let other:
                    throw KeyedArchive.Failure(message: "unknown property class \(other) in the model snapshot")
                }
            }
            return Entity(
                name: try name(of: object),
                parent: try parentName(object),
                isAbstract: try bool(values["XD_PSK_isAbstract"]) ?? (object["_isAbstract"] as? Bool) ?? false,
                versionHashModifier: try string(values["XD_PSK_versionHashModifier"]),
                uniquenessConstraints: try constraints(values["XDPMUniquenessConstraints"]),
                attributes: attributes.sorted { $0.name < $1.name },
                relationships: relationships.sorted { $0.name < $1.name })
        }

        func attribute(_ object: [String: Any]) throws -> Attribute {
            let values = try stereotypeValues(object)
            let raw = try integer(values["XD_PAttK_attributeType"]) ?? 0
            guard let type = AttributeType.allCases.first(where: { Int($0.coreDataRawValue) == raw }) else {
                throw KeyedArchive.Failure(message: "unknown attribute type \(raw) in the model snapshot")
            }
            return Attribute(
                name: try name(of: object), type: type,
                isOptional: try bool(values["XD_PPSK_isOptional"]) ?? false,
                isTransient: try bool(values["XD_PPSK_isTransient"]) ?? false,
                allowsExternalBinaryDataStorage: try bool(values["XD_PAttK_allowsExternalBinaryDataStorage"]) ?? false,
                preservesValueInHistoryOnDeletion: try bool(values["XD_PAttK_preservesValueInHistoryOnDeletion"])
                    ?? false,
                versionHashModifier: try string(values["XD_PPSK_versionHashModifier"]))
        }

        func relationship(_ object: [String: Any]) throws -> Relationship {
            let values = try stereotypeValues(object)
            let isToMany = try bool(values["XD_PRK_isToMany"]) ?? false
            let destination = try values["XD_PRK_destination"].flatMap { $0 as? [String: Any] }.map(name(of:)) ?? ""
            return Relationship(
                name: try name(of: object), destination: destination,
                inverse: try values["XD_PRK_inverseRelationship"].flatMap { $0 as? [String: Any] }.map(name(of:)),
                isToMany: isToMany,
                isOrdered: try bool(values["XD_PRK_ordered"]) ?? false,
                minCount: try integer(values["XD_PRK_minCount"]) ?? 0,
                maxCount: try integer(values["XD_PRK_maxCount"]),
                isOptional: try bool(values["XD_PPSK_isOptional"]) ?? false,
                isTransient: try bool(values["XD_PPSK_isTransient"]) ?? false,
                versionHashModifier: try string(values["XD_PPSK_versionHashModifier"]))
        }

        /// The element's stereotype values: every owned attribute of every stereotype, by name, with its
        /// `_default` (the value), resolved; `$null` values are left out.
        func stereotypeValues(_ object: [String: Any]) throws -> [String: Any] {
            guard let storage = try archive.resolve(object["XDBucketForStereotypesstorage"]) as? [String: Any] else {
                return [:]
            }
            var values: [String: Any] = [:]
            for (_, stereotype) in try archive.dictionary(storage) {
                let stereotype = try self.object(stereotype, class: nil)
                let owned = try self.object(
                    archive.resolve(stereotype["XDBucketForOwnedAttributesstorage"]), class: nil)
                for (key, property) in try archive.dictionary(owned) {
                    guard let key = key as? String else {
                        throw KeyedArchive.Failure(message: "a stereotype key that is not a string")
                    }
                    if !ModelSnapshotDecoder.knownSettings.contains(key) { unknown.keys.insert(key) }
                    let property = try self.object(property, class: nil)
                    if let value = try archive.resolve(property["_default"]), !((value as? String) == "$null") {
                        values[key] = value
                    }
                }
            }
            return values
        }

        func parentName(_ object: [String: Any]) throws -> String? {
            guard object["XDBucketForGeneralizationsstorage"] != nil else { return nil }
            let generalizations = try archive.array(object["XDBucketForGeneralizationsstorage"])
            guard generalizations.count <= 1 else {
                throw KeyedArchive.Failure(
                    message: "an entity with \(generalizations.count) parents in the model snapshot")
            }
            guard let generalization = generalizations.first else { return nil }
            let general = try archive.resolve(self.object(generalization, class: nil)["_general"])
            // Xcode 3 left a generalization behind when an entity's parent was cleared: no parent.
            if general == nil || (general as? String) == "$null" { return nil }
            return try name(of: self.object(general, class: nil))
        }

        func constraints(_ value: Any?) throws -> [[String]] {
            guard let value else { return [] }
            let outer = try self.object(value, class: nil)
            guard let items = outer["NS.objects"] as? [Any] else {
                throw KeyedArchive.Failure(message: "unreadable uniqueness constraints")
            }
            return try items.map { item in
                let inner = try archive.array(item)
                return try inner.map { element in
                    guard let text = element as? String else {
                        throw KeyedArchive.Failure(message: "a uniqueness constraint element that is not a name")
                    }
                    return text
                }
            }
        }

        func object(_ value: Any?, class expected: String?) throws -> [String: Any] {
            guard let object = value as? [String: Any] else {
                throw KeyedArchive.Failure(message: "expected an archived object")
            }
            if let expected, try archive.className(of: object) != expected {
                throw KeyedArchive.Failure(message: "expected \(expected), found \(try archive.className(of: object))")
            }
            return object
        }

        func name(of object: [String: Any]) throws -> String {
            guard let name = try archive.resolve(object["_name"]) as? String, !name.isEmpty else {
                throw KeyedArchive.Failure(message: "an element without a name in the model snapshot")
            }
            return name
        }

        func bool(_ value: Any?) throws -> Bool? {
            guard let value else { return nil }
            if let flag = value as? Bool { return flag }
            if let number = value as? Int { return number != 0 }
            throw KeyedArchive.Failure(
                message: "expected a boolean in the model snapshot, found \(Swift.type(of: value))")
        }

        func integer(_ value: Any?) throws -> Int? {
            guard let value else { return nil }
            if Swift.type(of: value) != Bool.self, let number = value as? Int { return number }
            throw KeyedArchive.Failure(
                message: "expected an integer in the model snapshot, found \(Swift.type(of: value))")
        }

        func string(_ value: Any?) throws -> String? {
            guard let value else { return nil }
            guard let text = value as? String else {
                throw KeyedArchive.Failure(
                    message: "expected a string in the model snapshot, found \(Swift.type(of: value))")
            }
            return text.isEmpty ? nil : text
        }
    }
}
