import Crypto
import Foundation
import MapwrightSupport

/// Writes `xcmapping.xml`, the file inside an Xcode `.xcmappingmodel` folder, in the style of the files
/// Xcode saves: a Core Data XML store of the editor's `XDDev…` objects.
///
/// docs/core-data/xcmappingmodel-format.md, "`.xcmappingmodel/xcmapping.xml`". What the corpus of
/// Xcode-made files shows and this writer follows:
/// - object ids `z102`, `z103`, …, `nextObjectID` the last id's number; objects sorted by id;
/// - `mappingtypename` is `Undefined` in every entity mapping Xcode wrote (add mappings and mappings
///   with a custom policy included): the compiler derives the type, so the model's `type` is not written;
/// - an add mapping has no `sourcename`;
/// - no remove mapping: Xcode's editor makes none for a source entity without destination (corpus:
///   Moody 3 → 4 drops `GeographicRegion`, Moody 4 → 5 drops `Continent`, neither file has one), and a
///   heavy migration simply does not migrate unmapped entities; the readable YAML still lists them;
/// - attribute mappings hold the name, and a custom value expression (a call of the policy) archived in
///   `valueexpressiondata` (``ArchivedExpression``); the default expression is not stored, it is
///   generated when compiling; relationship mappings hold the name and `autogenerateexpression`, and
///   for one an app's mapping model points elsewhere, `sourcemappingname` and `sourcekeypath`; an entity
///   mapping's filter is `sourcefilterpredicatestring` and its user info `userinfodata`, first;
/// - `migrationpolicyclassname` appears only when a policy class is set;
/// - no trailing newline after `</database>`.
/// The archived model snapshots (`sourcemodeldata`, `destinationmodeldata`) are not written; see
/// docs/generate.md. The databaseInfo UUID is derived from the content (SHA-256), so equal input gives
/// byte-identical output.
package enum XcodeMappingWriter {
    /// The `xcmapping.xml` text for `model`.
    package static func xml(for model: MappingModel) -> String {
        var model = model
        model.entityMappings.removeAll { $0.type == .remove }
        let ids = ObjectIDs(model)
        var objects: [String] = []
        let modelID = ids.mappingModel
        objects.append(
            object(
                "XDDEVMAPPINGMODEL", modelID,
                [
                    attribute("sourcemodelpath", "string", model.sourceModelPath),
                    attribute("destinationmodelpath", "string", model.destinationModelPath),
                    relationship(
                        "entitymappings", "0/0", "XDDEVENTITYMAPPING",
                        model.entityMappings.indices.map { ids.entity[$0] }),
                ]))
        for (index, mapping) in model.entityMappings.enumerated() {
            let entityID = ids.entity[index]
            var lines: [String] = []
            if !mapping.userInfo.isEmpty {
                lines.append(
                    "<attribute name=\"userinfodata\" type=\"binary\">\(ArchivedUserInfoWriter.xmlText(mapping.userInfo))</attribute>"
                )
            }
            if let policy = mapping.policyClassName {
                lines.append(attribute("migrationpolicyclassname", "string", policy))
            }
            if let filter = mapping.sourceFilterPredicate {
                lines.append(attribute("sourcefilterpredicatestring", "string", filter))
            }
            if let source = mapping.sourceEntity { lines.append(attribute("sourcename", "string", source)) }
            lines.append(attribute("mappingtypename", "string", MappingType.undefined.xcodeName))
            lines.append(attribute("mappingnumber", "int16", String(mapping.mappingNumber)))
            lines.append(attribute("destinationname", "string", mapping.destinationEntity ?? ""))
            lines.append(attribute("autogenerateexpression", "bool", "1"))
            lines.append(relationship("mappingmodel", "1/1", "XDDEVMAPPINGMODEL", [modelID]))
            lines.append(relationship("attributemappings", "0/0", "XDDEVATTRIBUTEMAPPING", ids.attributes[index]))
            lines.append(
                relationship("relationshipmappings", "0/0", "XDDEVRELATIONSHIPMAPPING", ids.relationships[index]))
            objects.append(object("XDDEVENTITYMAPPING", entityID, lines))
            for (attributeIndex, property) in mapping.attributeMappings.enumerated() {
                var lines: [String] = []
                if let archived = property.archivedExpression {
                    lines.append(
                        "<attribute name=\"valueexpressiondata\" type=\"binary\">\(archived.xmlText)</attribute>")
                }
                lines.append(attribute("name", "string", property.name))
                lines.append(relationship("entitymapping", "1/1", "XDDEVENTITYMAPPING", [entityID]))
                objects.append(object("XDDEVATTRIBUTEMAPPING", ids.attributes[index][attributeIndex], lines))
            }
            for (relationshipIndex, property) in mapping.relationshipMappings.enumerated() {
                var lines: [String] = []
                if let keyPath = property.sourceKeyPath {
                    if let producing = property.sourceMappingName {
                        lines.append(attribute("sourcemappingname", "string", producing))
                    }
                    lines.append(attribute("sourcekeypath", "string", keyPath))
                }
                lines.append(attribute("autogenerateexpression", "bool", property.autogeneratesExpression ? "1" : "0"))
                lines.append(attribute("name", "string", property.name))
                lines.append(relationship("entitymapping", "1/1", "XDDEVENTITYMAPPING", [entityID]))
                objects.append(object("XDDEVRELATIONSHIPMAPPING", ids.relationships[index][relationshipIndex], lines))
            }
        }
        let body = objects.joined()
        return header(uuid: contentUUID(body), nextObjectID: ids.last) + body + "</database>"
    }

    // MARK: - Pieces

    private static func object(_ type: String, _ id: String, _ lines: [String]) -> String {
        "    <object type=\"\(type)\" id=\"\(id)\">\n" + lines.map { "        \($0)\n" }.joined() + "    </object>\n"
    }

    private static func attribute(_ name: String, _ type: String, _ value: String) -> String {
        "<attribute name=\"\(name)\" type=\"\(type)\">\(XMLEscaping.escape(value))</attribute>"
    }

    private static func relationship(_ name: String, _ type: String, _ destination: String, _ ids: [String]) -> String {
        let refs = ids.isEmpty ? "" : " idrefs=\"\(ids.joined(separator: " "))\""
        return "<relationship name=\"\(name)\" type=\"\(type)\" destination=\"\(destination)\"\(refs)></relationship>"
    }

    /// A UUID made of the first 16 bytes of the content's SHA-256, marked as a version 8 (custom) UUID.
    package static func contentUUID(_ content: String) -> String {
        var bytes = Array(SHA256.hash(data: Data(content.utf8)).prefix(16))
        bytes[6] = (bytes[6] & 0x0F) | 0x80
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        let hex = bytes.map { String(format: "%02X", $0) }.joined()
        let cuts = [8, 12, 16, 20]
        var parts: [String] = []
        var start = hex.startIndex
        for cut in cuts {
            let end = hex.index(hex.startIndex, offsetBy: cut)
            parts.append(String(hex[start..<end]))
            start = end
        }
        parts.append(String(hex[start...]))
        return parts.joined(separator: "-")
    }

    /// The store header Xcode writes (persistence framework 1251, the most common in the corpus), with
    /// the fixed version hashes of the five `XDDev…` entities.
    private static func header(uuid: String, nextObjectID: Int) -> String {
        """
        <?xml version="1.0" standalone="no"?>
        <!DOCTYPE database SYSTEM "file:///System/Library/DTDs/CoreData.dtd">

        <database>
            <databaseInfo>
                <version>134481920</version>
                <UUID>\(uuid)</UUID>
                <nextObjectID>\(nextObjectID)</nextObjectID>
                <metadata>
                    <plist version="1.0">
                        <dict>
                            <key>NSPersistenceFrameworkVersion</key>
                            <integer>1251</integer>
                            <key>NSStoreModelVersionHashes</key>
                            <dict>
                                <key>XDDevAttributeMapping</key>
                                <data>
        \t\t0plcXXRN7XHKl5CcF+fwriFmUpON3ZtcI/AfK748aWc=
        \t\t</data>
                                <key>XDDevEntityMapping</key>
                                <data>
        \t\tqeN1Ym3TkWN1G6dU9RfX6Kd2ccEvcDVWHpd3LpLgboI=
        \t\t</data>
                                <key>XDDevMappingModel</key>
                                <data>
        \t\tEqtMzvRnVZWkXwBHu4VeVGy8UyoOe+bi67KC79kphlQ=
        \t\t</data>
                                <key>XDDevPropertyMapping</key>
                                <data>
        \t\tXN33V44TTGY4JETlMoOB5yyTKxB+u4slvDIinv0rtGA=
        \t\t</data>
                                <key>XDDevRelationshipMapping</key>
                                <data>
        \t\takYY9LhehVA/mCb4ATLWuI9XGLcjpm14wWL1oEBtIcs=
        \t\t</data>
                            </dict>
                            <key>NSStoreModelVersionHashesDigest</key>
                            <string>+Hmc2uYZK6og+Pvx5GUJ7oW75UG4V/ksQanTjfTKUnxyGWJRMtB5tIRgVwGsrd7lz/QR57++wbvWsr6nxwyS0A==</string>
                            <key>NSStoreModelVersionHashesVersion</key>
                            <integer>3</integer>
                            <key>NSStoreModelVersionIdentifiers</key>
                            <array>
                                <string></string>
                            </array>
                        </dict>
                    </plist>
                </metadata>
            </databaseInfo>

        """
    }
}

/// Object ids in the order objects are written: the mapping model, then each entity mapping followed by
/// its attribute and relationship mappings. Ids start at `z102`, as in Xcode's files.
private struct ObjectIDs {
    var mappingModel = ""
    var entity: [String] = []
    var attributes: [[String]] = []
    var relationships: [[String]] = []
    var last = 101

    init(_ model: MappingModel) {
        mappingModel = next()
        for mapping in model.entityMappings {
            entity.append(next())
            attributes.append(mapping.attributeMappings.map { _ in next() })
            relationships.append(mapping.relationshipMappings.map { _ in next() })
        }
    }

    private mutating func next() -> String {
        last += 1
        return "z\(last)"
    }
}
