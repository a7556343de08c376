import Foundation
import MapwrightDiagnostics

/// The objects of a Core Data XML store (`<database>` with `<object type=… id=…>` children), the format
/// of `xcmapping.xml`: each object's typed attributes and its relationships' id lists, with positions.
struct CoreDataXMLStore {
    struct Value {
        var type: String
        var text: String
        var location: SourceLocation
    }

    struct Object {
        var type: String
        var id: String
        var attributes: [String: Value]
        var relationships: [String: [String]]
        var relationshipLocations: [String: SourceLocation]
        var location: SourceLocation
    }

    /// The objects in document order.
    var objects: [Object]
    /// The header's `NSStoreModelVersionHashes`, keyed by entity name.
    var storeEntityHashes: [String: [UInt8]]

    /// The objects keyed by id.
    var byID: [String: Object] { Dictionary(objects.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }) }

    /// Reads the store's objects from a parsed document; nil (with MW046) when the root is not `<database>`.
    init?(root: XMLNode, file: String, diagnostics: any DiagnosticCollector) {
        func location(_ node: XMLNode) -> SourceLocation {
            SourceLocation(file: file, line: node.line, column: node.column)
        }
        guard root.name == "database" else {
            diagnostics.emit(
                MappingReadingRules.unreadable,
                "the root element is <\(root.name)>, not <database>: not a Core Data XML store",
                at: location(root))
            return nil
        }
        var objects: [Object] = []
        var hashes: [String: [UInt8]] = [:]
        for child in root.children {
            switch child.name {
            case "databaseInfo":
                hashes = CoreDataXMLStore.storeHashes(child)
            case "object":
                var object = Object(
                    type: child.attributes["type"] ?? "", id: child.attributes["id"] ?? "", attributes: [:],
                    relationships: [:], relationshipLocations: [:], location: location(child))
                for part in child.children {
                    let name = part.attributes["name"] ?? ""
                    switch part.name {
                    case "attribute":
                        object.attributes[name] = Value(
                            type: part.attributes["type"] ?? "", text: part.text, location: location(part))
                    case "relationship":
                        object.relationships[name] = (part.attributes["idrefs"] ?? "").split(separator: " ").map(
                            String.init)
                        object.relationshipLocations[name] = location(part)
                    default:
                        diagnostics.emit(
                            MappingReadingRules.unknownConstruct,
                            "unknown element <\(part.name)> inside an <object> is not read", at: location(part))
                    }
                }
                objects.append(object)
            default:
                diagnostics.emit(
                    MappingReadingRules.unknownConstruct,
                    "unknown element <\(child.name)> inside <database> is not read",
                    at: location(child))
            }
        }
        self.objects = objects
        self.storeEntityHashes = hashes
    }

    /// `NSStoreModelVersionHashes` from `<databaseInfo><metadata><plist>`: key/`<data>` pairs, base64.
    private static func storeHashes(_ info: XMLNode) -> [String: [UInt8]] {
        guard let plist = info.children(named: "metadata").first?.children(named: "plist").first,
            let dict = plist.children(named: "dict").first
        else { return [:] }
        var hashes: [String: [UInt8]] = [:]
        let items = dict.children
        for (index, item) in items.enumerated() where item.name == "key" && item.text == "NSStoreModelVersionHashes" {
            guard index + 1 < items.count, items[index + 1].name == "dict" else { continue }
            let entries = items[index + 1].children
            var position = 0
            while position + 1 < entries.count {
                let key = entries[position], value = entries[position + 1]
                if key.name == "key", value.name == "data",
                    let data = Data(base64Encoded: value.text.filter { !$0.isWhitespace })
                {
                    hashes[key.text] = Array(data)
                }
                position += 2
            }
        }
        return hashes
    }
}
