import CLibXML2
import Foundation

/// Validates an XML document against an XML Schema (XSD) with libxml2.
package enum XMLSchemaValidator {
    /// libxml2's messages for every way `document` breaks the schema at `schema`; empty when it is valid.
    package static func problems(in document: Data, schema: URL) throws -> [String] {
        let schemaData = try Data(contentsOf: schema)
        let parser = schemaData.withUnsafeBytes {
            xmlSchemaNewMemParserCtxt($0.baseAddress!.assumingMemoryBound(to: CChar.self), Int32($0.count))
        }
        defer { xmlSchemaFreeParserCtxt(parser) }
        guard let compiled = xmlSchemaParse(parser) else {
            return ["the schema \(schema.lastPathComponent) does not compile"]
        }
        defer { xmlSchemaFree(compiled) }
        guard
            let parsed = document.withUnsafeBytes({
                xmlReadMemory($0.baseAddress!.assumingMemoryBound(to: CChar.self), Int32($0.count), nil, nil, 0)
            })
        else { return ["not well-formed XML"] }
        defer { xmlFreeDoc(parsed) }
        let context = xmlSchemaNewValidCtxt(compiled)
        defer { xmlSchemaFreeValidCtxt(context) }
        let collected = ProblemList()
        xmlSchemaSetValidStructuredErrors(
            context,
            { user, error in
                guard let user, let error, let message = error.pointee.message else { return }
                Unmanaged<ProblemList>.fromOpaque(user).takeUnretainedValue().items.append(
                    "line \(error.pointee.line): "
                        + String(cString: message).trimmingCharacters(in: .whitespacesAndNewlines))
            }, Unmanaged.passUnretained(collected).toOpaque())
        let result = xmlSchemaValidateDoc(context, parsed)
        return result == 0 ? [] : (collected.items.isEmpty ? ["invalid (libxml2 code \(result))"] : collected.items)
    }

    private final class ProblemList {
        var items: [String] = []
    }
}
