import CZlib
import Foundation
import MapwrightModel

@testable import MapwrightGenerate

/// A model as Core Data caches it in a store's `Z_MODELCACHE` (docs/core-data/stores.md): an `NSKeyedArchiver`
/// archive of the `NSManagedObjectModel`, written with the project's keyed-archive writer, then raw deflate (no
/// zlib header). The classes and keys are those of the caches of real stores: the entities in an
/// `NSKnownKeysDictionary1` (`values`), each entity's properties in an `NSMutableDictionary`, flags as booleans.
/// Attributes and relationships only (no composites, fetch indexes or user info).
enum CachedModelArchive {
    /// `model` archived and deflated, as `Z_CONTENT` holds it.
    static func content(_ model: DataModel) throws -> Data {
        try deflated(archive(model))
    }

    /// The keyed archive of `model` (a binary property list).
    static func archive(_ model: DataModel) -> Data {
        var archive = KeyedArchiveObjects()
        let root = archive.reserve()
        let entities = model.entities.sorted { $0.name < $1.name }
        // Entities refer to each other (parent, destinations): each gets its place first.
        var places: [String: Int] = [:]
        let dictionary = archive.reserve()
        let strategy = archive.reserve()
        let names = archive.reserve()
        let nameIndices = entities.map { archive.string($0.name) }
        archive.set(
            .dictionary([
                ("NS.objects", .array(nameIndices.map(PropertyListValue.uid))),
                ("$class", .uid(archive.classInfo(["NSArray", "NSObject"]))),
            ]), at: names)
        archive.set(
            .dictionary([
                (
                    "$class",
                    .uid(archive.classInfo(["NSKnownKeysMappingStrategy1", "NSKnownKeysMappingStrategy", "NSObject"]))
                ),
                ("length", .integer(entities.count)), ("keys", .uid(names)), ("version", .integer(1)),
            ]), at: strategy)
        let emptyToken = archive.string("__empty_slot_token_4c24_98dc_ac1e_b773__")
        let values = archive.reserve()
        for entity in entities { places[entity.name] = archive.reserve() }
        for entity in entities {
            let place = places[entity.name]!
            let properties = archive.reserve()
            let keys = entity.attributes.map(\.name) + entity.relationships.map(\.name)
            let keyIndices = keys.map { archive.string($0) }
            var objects: [Int] = []
            for attribute in entity.attributes {
                let object = archive.reserve()
                archive.set(
                    .dictionary([
                        (
                            "$class",
                            .uid(archive.classInfo(["NSAttributeDescription", "NSPropertyDescription", "NSObject"]))
                        ),
                        ("NSAttributeType", .integer(Int(attribute.type.coreDataRawValue))),
                        ("NSIsOptional", .bool(attribute.isOptional)), ("NSIsTransient", .bool(attribute.isTransient)),
                        ("NSEntity", .uid(place)), ("NSDefaultValue", .uid(0)),
                        ("NSPropertyName", .uid(archive.string(attribute.name))),
                        ("NSVersionHashModifier", .uid(attribute.versionHashModifier.map { archive.string($0) } ?? 0)),
                    ]), at: object)
                objects.append(object)
            }
            for relationship in entity.relationships {
                let object = archive.reserve()
                archive.set(
                    .dictionary([
                        ("NSDestinationEntity", .uid(places[relationship.destination] ?? 0)),
                        ("NSEntity", .uid(place)), ("NSDeleteRule", .integer(1)),
                        (
                            "$class",
                            .uid(archive.classInfo(["NSRelationshipDescription", "NSPropertyDescription", "NSObject"]))
                        ),
                        ("_NSInverseRelationshipName", .uid(relationship.inverse.map { archive.string($0) } ?? 0)),
                        ("NSIsOptional", .bool(relationship.isOptional)),
                        ("NSIsOrdered", .bool(relationship.isOrdered)),
                        ("NSIsTransient", .bool(relationship.isTransient)),
                        ("NSMaxCount", .integer(relationship.maxCount)),
                        ("NSPropertyName", .uid(archive.string(relationship.name))),
                        ("NSMinCount", .integer(relationship.minCount)),
                        ("_NSDestinationEntityName", .uid(archive.string(relationship.destination))),
                    ]), at: object)
                objects.append(object)
            }
            archive.set(
                .dictionary([
                    ("NS.keys", .array(keyIndices.map(PropertyListValue.uid))),
                    ("NS.objects", .array(objects.map(PropertyListValue.uid))),
                    ("$class", .uid(archive.classInfo(["NSMutableDictionary", "NSDictionary", "NSObject"]))),
                ]), at: properties)
            archive.set(
                .dictionary([
                    ("NSEntityName", .uid(archive.string(entity.name))),
                    ("$class", .uid(archive.classInfo(["NSEntityDescription", "NSObject"]))),
                    ("NSVersionHashModifier", .uid(entity.versionHashModifier.map { archive.string($0) } ?? 0)),
                    ("NSProperties", .uid(properties)), ("NSManagedObjectModel", .uid(root)),
                    ("NSSuperentity", .uid(entity.parent.flatMap { places[$0] } ?? 0)),
                    ("NSIsAbstract", .bool(entity.isAbstract)),
                ]), at: place)
        }
        archive.set(
            .dictionary([
                ("NS.objects", .array(entities.map { .uid(places[$0.name]!) })),
                ("$class", .uid(archive.classInfo(["NSArray", "NSObject"]))),
            ]), at: values)
        archive.set(
            .dictionary([
                ("values", .uid(values)),
                (
                    "$class",
                    .uid(
                        archive.classInfo([
                            "NSKnownKeysDictionary1", "NSKnownKeysDictionary", "NSMutableDictionary", "NSDictionary",
                            "NSObject",
                        ]))
                ),
                ("searchMapping", .uid(strategy)), ("emptyToken", .uid(emptyToken)), ("version", .integer(1)),
            ]), at: dictionary)
        archive.set(
            .dictionary([
                ("NSEntities", .uid(dictionary)), ("NSFetchRequestTemplates", .uid(0)),
                ("$class", .uid(archive.classInfo(["NSManagedObjectModel", "NSObject"]))),
            ]), at: root)
        return BinaryPropertyList.encode(
            .dictionary([
                ("$version", .integer(100_000)), ("$objects", .array(archive.objects)),
                ("$archiver", .string("NSKeyedArchiver")), ("$top", .dictionary([("root", .uid(root))])),
            ]))
    }

    /// `bytes` compressed with raw deflate (window bits -15: no zlib header or checksum).
    static func deflated(_ bytes: Data) throws -> Data {
        var stream = z_stream()
        guard
            deflateInit2_(
                &stream, Z_DEFAULT_COMPRESSION, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
                Int32(MemoryLayout<z_stream>.size)) == Z_OK
        else { throw TestStoreError(message: "deflateInit2 failed") }
        defer { deflateEnd(&stream) }
        var input = [UInt8](bytes)
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(input.count))))
        let status = input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                stream.next_in = source.baseAddress
                stream.avail_in = uInt(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = uInt(target.count)
                return deflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { throw TestStoreError(message: "deflate failed (\(status))") }
        return Data(output.prefix(Int(stream.total_out)))
    }
}
