import Foundation
import MapwrightModel

/// What a Core Data store's files hold that is archived the way Xcode's files are: the metadata's property
/// list (`Z_METADATA`) and the model the store was written with (`Z_MODELCACHE`, once inflated), both read
/// on checked bytes (``BinaryPropertyListCheck``, ``ArchiveGraph``), never unarchived by Foundation.
package enum StoreArchives {
    /// Why an archive of a store cannot be read, in words.
    package struct Unreadable: Error {
        package var message: String
    }

    /// `data` as a property list: `NSNumber` for numbers, `Bool`, `String`, `Data`, `[Any]`, `[String: Any]`.
    package static func propertyList(from data: Data) throws(Unreadable) -> Any {
        do {
            return try BinaryPropertyListCheck.propertyList(from: data)
        } catch {
            throw Unreadable(message: error.message)
        }
    }

    /// The model a store's model cache archives (`NSManagedObjectModel`, `NSEntityDescription`, …): entities
    /// with parent, abstractness and modifier; attributes with type, optionality, transience and modifier
    /// (a composite with its elements); relationships with destination, inverse, counts and order. `reading`
    /// walks the archive in place or reads it with Foundation (``ContentsReading``): the same model.
    package static func cachedModel(
        from archive: Data, name: String, reading: ContentsReading = .fast
    ) throws(Unreadable) -> DataModel {
        do {
            switch reading {
            case .fast: return try ModelCacheWalker(archive: ArchiveGraph(data: archive)).model(name: name)
            case .plain: return try ModelCacheWalker(archive: FoundationArchive(data: archive)).model(name: name)
            }
        } catch let failure as ArchiveGraph.Failure {
            throw Unreadable(message: failure.message)
        } catch {
            throw Unreadable(message: "\(error)")
        }
    }
}

/// Walks an archived `NSManagedObjectModel` (``KeyedArchive``): `Node?` is a node or `$null`.
private struct ModelCacheWalker<Archive: KeyedArchive> {
    typealias Node = Archive.Node
    let archive: Archive

    func model(name: String) throws -> DataModel {
        guard let root = archive.root, try archive.className(of: root) == "NSManagedObjectModel" else {
            throw ArchiveGraph.Failure(message: "the model cache holds no NSManagedObjectModel")
        }
        var composites: [CompositeType] = []
        let entities = try values(of: archive.member("NSEntities", of: root)).map { node in
            try entity(node, composites: &composites)
        }
        return DataModel(
            name: name, entities: entities.sorted { $0.name < $1.name },
            composites: composites.sorted { $0.name < $1.name })
    }

    /// The values of an archived dictionary: `NSKnownKeysDictionary1` keeps them in `values`, others in
    /// `NS.objects`.
    private func values(of reference: Node?) throws -> [Node] {
        guard let node = try archive.resolve(reference) else { return [] }
        if let values = archive.member("values", of: node) { return try archive.array(values).compactMap { $0 } }
        return try archive.dictionary(node).compactMap(\.value)
    }

    /// A string, archived as a plain string or an `NSString` / `NSMutableString` object.
    private func string(_ reference: Node?) throws -> String? {
        guard let node = try archive.resolve(reference) else { return nil }
        if let text = archive.string(node) { return text }
        return archive.member("NS.string", of: node).flatMap(archive.string)
    }

    private func flag(_ key: String, of node: Node) -> Bool {
        archive.member(key, of: node).flatMap(archive.bool) ?? false
    }

    private func entity(_ node: Node, composites: inout [CompositeType]) throws -> Entity {
        guard let name = try string(archive.member("NSEntityName", of: node)) else {
            throw ArchiveGraph.Failure(message: "an entity without a name")
        }
        let parent = try archive.resolve(archive.member("NSSuperentity", of: node)).map {
            try string(archive.member("NSEntityName", of: $0))
        }
        var attributes: [Attribute] = [], relationships: [Relationship] = []
        for property in try values(of: archive.member("NSProperties", of: node)) {
            switch try archive.className(of: property) {
            case "NSRelationshipDescription": relationships.append(try relationship(property))
            case "NSCompositeAttributeDescription":
                let composite = try compositeAttribute(property, entity: name)
                attributes.append(composite.attribute)
                composites.append(composite.type)
            case "NSAttributeDescription": attributes.append(try attribute(property))
            default: continue  // fetched properties and expressions have no column
            }
        }
        // Uniqueness constraints: an array of arrays of property names.
        var constraints: [[String]] = []
        if let tuples = archive.member("NSUniqueTuples", of: node), try archive.resolve(tuples) != nil {
            for tuple in try archive.array(tuples).compactMap({ $0 }) {
                let items = archive.member("NS.objects", of: tuple).flatMap(archive.elements) ?? []
                let names = try items.compactMap { try string($0) }
                if !names.isEmpty { constraints.append(names) }
            }
        }
        return Entity(
            name: name, parent: parent ?? nil, isAbstract: flag("NSIsAbstract", of: node),
            versionHashModifier: try string(archive.member("NSVersionHashModifier", of: node)),
            uniquenessConstraints: constraints,
            attributes: attributes.sorted { $0.name < $1.name },
            relationships: relationships.sorted { $0.name < $1.name })
    }

    private func propertyName(_ node: Node) throws -> String {
        guard let name = try string(archive.member("NSPropertyName", of: node)) else {
            throw ArchiveGraph.Failure(message: "a property without a name")
        }
        return name
    }

    private func attribute(_ node: Node) throws -> Attribute {
        let code = archive.member("NSAttributeType", of: node).flatMap(archive.integer) ?? 0
        guard let type = AttributeType.allCases.first(where: { Int($0.coreDataRawValue) == code }) else {
            throw ArchiveGraph.Failure(message: "an attribute of unknown type \(code)")
        }
        return Attribute(
            name: try propertyName(node), type: type, isOptional: flag("NSIsOptional", of: node),
            isTransient: flag("NSIsTransient", of: node),
            versionHashModifier: try string(archive.member("NSVersionHashModifier", of: node)))
    }

    /// A composite attribute, and its elements as a composite type named `Entity_attribute` (a name the YAML
    /// and Xcode formats take), as the SwiftData reader names it.
    private func compositeAttribute(_ node: Node, entity: String) throws -> (
        attribute: Attribute, type: CompositeType
    ) {
        let name = try propertyName(node)
        let elements = try archive.array(archive.member("NSCompositeElements", of: node)).compactMap { $0 }
        let type = CompositeType(
            name: "\(entity)_\(name)", attributes: try elements.map(attribute).sorted { $0.name < $1.name })
        return (
            Attribute(
                name: name, type: .composite, isOptional: flag("NSIsOptional", of: node),
                compositeName: type.name), type
        )
    }

    private func relationship(_ node: Node) throws -> Relationship {
        let destination = try archive.resolve(archive.member("NSDestinationEntity", of: node)).map {
            try string(archive.member("NSEntityName", of: $0))
        }
        let named = try string(archive.member("_NSDestinationEntityName", of: node))
        guard let destination = destination ?? named else {
            throw ArchiveGraph.Failure(message: "a relationship without a destination")
        }
        let maxCount = archive.member("NSMaxCount", of: node).flatMap(archive.integer) ?? 0
        return Relationship(
            name: try propertyName(node), destination: destination,
            inverse: try string(archive.member("_NSInverseRelationshipName", of: node)), isToMany: maxCount != 1,
            isOrdered: flag("NSIsOrdered", of: node),
            minCount: archive.member("NSMinCount", of: node).flatMap(archive.integer) ?? 0,
            maxCount: maxCount, isOptional: flag("NSIsOptional", of: node),
            isTransient: flag("NSIsTransient", of: node),
            versionHashModifier: try string(archive.member("NSVersionHashModifier", of: node)))
    }
}
