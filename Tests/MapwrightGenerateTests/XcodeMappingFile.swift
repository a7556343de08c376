import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The entity mappings of an `xcmapping.xml` file, read for comparison: Xcode's files and ours alike.
struct XcodeMappingFile {
    struct EntityMapping: Hashable {
        var sourceName: String?
        var destinationName: String?
        var typeName: String?
        var number: Int
        var policyClassName: String?
        var sourceFilterPredicate: String?
        var attributeNames: Set<String>
        /// Attribute mappings that store a value expression of their own (not Xcode's default).
        var customAttributeExpressions: Set<String>
        var relationshipNames: Set<String>
        /// Relationship mappings with a chosen key path or expression (not Xcode's default).
        var customRelationships: Set<String>
    }

    var sourceModelPath: String?
    var destinationModelPath: String?
    /// The mappings the mapping model lists, by mapping number (stray editor objects left out).
    var entityMappings: [EntityMapping]

    init(contentsOf url: URL) throws {
        let document = try XMLDocument(contentsOf: url, options: [])
        let objects = try document.nodes(forXPath: "/database/object").compactMap { $0 as? XMLElement }
        var byID: [String: XMLElement] = [:]
        for object in objects { byID[object.attribute(forName: "id")?.stringValue ?? ""] = object }
        func attribute(_ object: XMLElement, _ name: String) -> String? {
            object.elements(forName: "attribute").first { $0.attribute(forName: "name")?.stringValue == name }?
                .stringValue
        }
        func refs(_ object: XMLElement, _ name: String) -> [XMLElement] {
            let element = object.elements(forName: "relationship").first {
                $0.attribute(forName: "name")?.stringValue == name
            }
            let ids = element?.attribute(forName: "idrefs")?.stringValue?.split(separator: " ").map(String.init) ?? []
            return ids.compactMap { byID[$0] }
        }
        let model = objects.first { $0.attribute(forName: "type")?.stringValue == "XDDEVMAPPINGMODEL" }
        sourceModelPath = model.flatMap { attribute($0, "sourcemodelpath") }
        destinationModelPath = model.flatMap { attribute($0, "destinationmodelpath") }
        entityMappings = (model.map { refs($0, "entitymappings") } ?? []).map { mapping in
            let attributes = refs(mapping, "attributemappings")
            let relationships = refs(mapping, "relationshipmappings")
            let policy = attribute(mapping, "migrationpolicyclassname")
            return EntityMapping(
                sourceName: attribute(mapping, "sourcename"),
                destinationName: attribute(mapping, "destinationname").flatMap { $0.isEmpty ? nil : $0 },
                typeName: attribute(mapping, "mappingtypename"),
                number: Int(attribute(mapping, "mappingnumber") ?? "") ?? 0,
                policyClassName: policy?.isEmpty == false ? policy : nil,
                sourceFilterPredicate: attribute(mapping, "sourcefilterpredicatestring"),
                attributeNames: Set(attributes.compactMap { attribute($0, "name") }),
                customAttributeExpressions: Set(
                    attributes.filter { attribute($0, "valueexpressiondata") != nil }.compactMap {
                        attribute($0, "name")
                    }),
                relationshipNames: Set(relationships.compactMap { attribute($0, "name") }),
                customRelationships: Set(
                    relationships.filter {
                        attribute($0, "valueexpressiondata") != nil || attribute($0, "sourcekeypath") != nil
                    }
                    .compactMap { attribute($0, "name") }))
        }.sorted { $0.number < $1.number }
    }
}
