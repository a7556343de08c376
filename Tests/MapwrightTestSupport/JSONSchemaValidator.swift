import Foundation

/// Checks a JSON value against a JSON Schema (draft-07), for the keywords Mapwright's schemas and the
/// formats it writes use: `type`, `properties`, `required`, `additionalProperties`, `items`, `enum`,
/// `const`, `$ref` (within the document), `allOf` / `anyOf` / `oneOf`, `minimum`, `minItems`,
/// `minLength` and `pattern`. Any other keyword is refused, so that a schema never passes by being
/// misunderstood.
package struct JSONSchemaValidator {
    let root: [String: Any]

    package init(schema data: Data) throws {
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw CocoaError(.propertyListReadCorrupt)
        }
        root = object
    }

    /// Every way `value` (as `JSONSerialization` reads it) breaks the schema, each with its path.
    package func problems(in value: Any) -> [String] {
        var problems: [String] = []
        check(value, against: root, at: "$", into: &problems)
        return problems
    }

    package func problems(inJSON data: Data) -> [String] {
        guard let value = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else {
            return ["not JSON"]
        }
        return problems(in: value)
    }

    private static let understood: Set<String> = [
        "$schema", "$id", "$comment", "title", "description", "default", "examples", "definitions", "$defs", "type",
        "properties", "required", "additionalProperties", "items", "enum", "const", "$ref", "allOf", "anyOf", "oneOf",
        "minimum", "minItems", "minLength", "pattern",
    ]

    private func check(_ value: Any, against schema: [String: Any], at path: String, into problems: inout [String]) {
        for key in schema.keys where !Self.understood.contains(key) {
            problems.append("\(path): schema keyword '\(key)' not understood")
        }
        if let reference = schema["$ref"] as? String {
            guard let target = resolve(reference) else {
                return problems.append("\(path): unresolved $ref \(reference)")
            }
            check(value, against: target, at: path, into: &problems)
        }
        if let type = schema["type"] {
            let types = (type as? [String]) ?? [type as? String ?? ""]
            if !types.contains(where: { Self.value(value, is: $0) }) {
                problems.append("\(path): expected \(types.joined(separator: " or ")), found \(Self.typeName(value))")
                return
            }
        }
        if let options = schema["enum"] as? [Any], !options.contains(where: { Self.equal($0, value) }) {
            problems.append("\(path): \(value) is not one of \(options)")
        }
        if let constant = schema["const"], !Self.equal(constant, value) {
            problems.append("\(path): must be \(constant)")
        }
        if let all = schema["allOf"] as? [[String: Any]] {
            for part in all { check(value, against: part, at: path, into: &problems) }
        }
        for (keyword, matches) in [("anyOf", { (n: Int) in n >= 1 }), ("oneOf", { (n: Int) in n == 1 })] {
            guard let options = schema[keyword] as? [[String: Any]] else { continue }
            let passing = options.filter { option in
                var found: [String] = []
                check(value, against: option, at: path, into: &found)
                return found.isEmpty
            }.count
            if !matches(passing) { problems.append("\(path): \(passing) of the \(keyword) schemas match") }
        }
        if let number = value as? NSNumber, !Self.isBoolean(value),
            let minimum = (schema["minimum"] as? NSNumber)?.doubleValue,
            number.doubleValue < minimum
        {
            problems.append("\(path): \(number) is below \(minimum)")
        }
        if let text = value as? String {
            if let minimum = schema["minLength"] as? Int, text.count < minimum {
                problems.append("\(path): shorter than \(minimum)")
            }
            if let pattern = schema["pattern"] as? String, text.range(of: pattern, options: .regularExpression) == nil {
                problems.append("\(path): '\(text)' does not match \(pattern)")
            }
        }
        if let array = value as? [Any] {
            if let minimum = schema["minItems"] as? Int, array.count < minimum {
                problems.append("\(path): fewer than \(minimum) items")
            }
            if let items = schema["items"] as? [String: Any] {
                for (index, item) in array.enumerated() {
                    check(item, against: items, at: "\(path)[\(index)]", into: &problems)
                }
            }
        }
        if let object = value as? [String: Any] {
            for key in schema["required"] as? [String] ?? [] where object[key] == nil {
                problems.append("\(path): missing '\(key)'")
            }
            let properties = schema["properties"] as? [String: Any] ?? [:]
            for (key, member) in object {
                if let property = properties[key] as? [String: Any] {
                    check(member, against: property, at: "\(path).\(key)", into: &problems)
                } else if let additional = schema["additionalProperties"] {
                    if let allowed = additional as? Bool, !allowed {
                        problems.append("\(path): unexpected key '\(key)'")
                    } else if let additional = additional as? [String: Any] {
                        check(member, against: additional, at: "\(path).\(key)", into: &problems)
                    }
                }
            }
        }
    }

    private func resolve(_ reference: String) -> [String: Any]? {
        guard reference.hasPrefix("#/") else { return nil }
        var node: Any = root
        for part in reference.dropFirst(2).split(separator: "/") {
            guard let object = node as? [String: Any], let next = object[String(part)] else { return nil }
            node = next
        }
        return node as? [String: Any]
    }

    /// JSON's `true` and `false` come back as an `NSNumber` of Objective-C type `c` (`char`), numbers never do.
    private static func isBoolean(_ value: Any) -> Bool {
        guard let number = value as? NSNumber else { return false }
        return String(cString: number.objCType) == "c"
    }

    private static func value(_ value: Any, is type: String) -> Bool {
        switch type {
        case "null": value is NSNull
        case "boolean": isBoolean(value)
        case "object": value is [String: Any]
        case "array": value is [Any]
        case "string": value is String
        case "number": value is NSNumber && !isBoolean(value)
        case "integer":
            (value as? NSNumber).map { !isBoolean(value) && $0.doubleValue == $0.doubleValue.rounded() } ?? false
        default: false
        }
    }

    private static func typeName(_ value: Any) -> String {
        ["null", "boolean", "object", "array", "string", "integer", "number"].first { Self.value(value, is: $0) }
            ?? "unknown"
    }

    private static func equal(_ a: Any, _ b: Any) -> Bool {
        (a as? NSObject)?.isEqual(b) ?? false
    }
}
