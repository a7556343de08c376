import Foundation

/// Compares two `contents` documents by meaning: the check behind "export reproduces every semantic
/// attribute of the original".
///
/// Ignored: attribute order, the `<elements>` diagram layout, tool stamps (`lastSavedToolsVersion`,
/// `systemVersion`, an empty `name` on `<model>`), empty `<userInfo/>`, and the order of elements whose
/// order Core Data does not use (entities, properties, configurations' members). Spellings that mean
/// the same are treated as equal: a `YES`/`NO` flag written `NO`, `false` or left out, `true` and `YES`, `minCount="0"`
/// or
/// none, a to-many's `maxCount="0"` or none, a to-one's `maxCount="1"` or none, a missing
/// `deletionRule` and `Nullify`, an empty `userDefinedModelVersionIdentifier` or none. Old
/// `<compoundIndexes>` compare equal to the fetch indexes the reader turns them into.
package enum XcodeSemanticComparison {
    /// The differences between `original` and `rewritten`, one line each; empty when they mean the same.
    package static func differences(original: Data, rewritten: Data) -> [String] {
        let left: XMLNode, right: XMLNode
        switch XMLTreeParser.parse(original) {
        case .success(let node): left = node
        case .failure(let error): return ["the original is not well-formed XML: \(error.message)"]
        }
        switch XMLTreeParser.parse(rewritten) {
        case .success(let node): right = node
        case .failure(let error): return ["the rewrite is not well-formed XML: \(error.message)"]
        }
        return diff(normalize(left), normalize(right), path: "<model>")
    }

    struct Canon {
        var tag: String
        var attributes: [String: String]
        var children: [Canon]
    }

    /// Flags whose absence means NO.
    static let defaultNoFlags: Set<String> = [
        "optional", "transient", "syncable", "isAbstract", "toMany", "ordered", "indexed",
        "spotlightIndexingEnabled", "storedInTruthFile", "allowsExternalBinaryDataStorage",
        "allowsCloudEncryption", "preserveAfterDeletion", "derived", "usedWithCloudKit", "usedWithSwiftData",
    ]

    /// Elements whose children's order carries meaning.
    static let orderedParents: Set<String> = ["fetchIndex", "uniquenessConstraint", "compoundIndex"]

    static func normalize(_ node: XMLNode) -> Canon {
        var attributes = node.attributes.dictionary
        for (key, value) in attributes where defaultNoFlags.contains(key) {
            if value == "NO" || value == "false" { attributes[key] = nil }
            if value == "true" { attributes[key] = "YES" }
        }
        switch node.name {
        case "model":
            for key in ["lastSavedToolsVersion", "systemVersion"] { attributes[key] = nil }
            if attributes["name"] == "" { attributes["name"] = nil }
            if attributes["userDefinedModelVersionIdentifier"] == "" {
                attributes["userDefinedModelVersionIdentifier"] = nil
            }
        case "relationship":
            if attributes["minCount"] == "0" { attributes["minCount"] = nil }
            if attributes["toMany"] == "YES" {
                if attributes["maxCount"] == "0" { attributes["maxCount"] = nil }
            } else if attributes["maxCount"] == nil {
                attributes["maxCount"] = "1"
            }
            if attributes["deletionRule"] == nil { attributes["deletionRule"] = "Nullify" }
        default: break
        }
        var children: [Canon] = []
        for child in node.children {
            switch child.name {
            case "elements": continue
            case "userInfo" where child.children.isEmpty: continue
            case "compoundIndexes":
                for compound in child.children {
                    let index =
                        children.filter {
                            $0.tag == "fetchIndex" && ($0.attributes["name"] ?? "").hasPrefix("compoundIndex")
                        }.count + 1
                    let elements = compound.children.map {
                        Canon(
                            tag: "fetchIndexElement",
                            attributes: [
                                "property": $0.attributes["value"] ?? "", "type": "Binary", "order": "ascending",
                            ],
                            children: [])
                    }
                    children.append(
                        Canon(tag: "fetchIndex", attributes: ["name": "compoundIndex\(index)"], children: elements))
                }
            default: children.append(normalize(child))
            }
        }
        return Canon(tag: node.name, attributes: attributes, children: children)
    }

    /// A one-line rendering of an element and everything inside it, independent of attribute order.
    static func signature(_ canon: Canon) -> String {
        let attributes = canon.attributes.keys.sorted().map { "\($0)=\(canon.attributes[$0]!)" }.joined(separator: " ")
        var children = canon.children.map(signature)
        if !orderedParents.contains(canon.tag) { children.sort() }
        return "<\(canon.tag) \(attributes)>[\(children.joined(separator: ","))]"
    }

    /// How an element is matched with its counterpart: by tag and name (or key, or position when the
    /// parent is ordered), else by its whole signature.
    static func identities(_ children: [Canon], ordered: Bool) -> [(String, Canon)] {
        var seen: [String: Int] = [:]
        return children.enumerated().map { offset, child in
            let base: String
            if ordered {
                base = "\(child.tag) #\(offset + 1)"
            } else if let name = child.attributes["name"] ?? child.attributes["key"] {
                base = "\(child.tag) '\(name)'"
            } else {
                base = "\(child.tag) \(signature(child))"
            }
            seen[base, default: 0] += 1
            let count = seen[base]!
            return (count == 1 ? base : "\(base) (\(count))", child)
        }
    }

    static func diff(_ a: Canon, _ b: Canon, path: String) -> [String] {
        var result: [String] = []
        for key in Set(a.attributes.keys).union(b.attributes.keys).sorted() where a.attributes[key] != b.attributes[key]
        {
            let left = a.attributes[key].map { "'\($0)'" } ?? "absent"
            let right = b.attributes[key].map { "'\($0)'" } ?? "absent"
            result.append("\(path): \(key) is \(left) in the original, \(right) in the rewrite")
        }
        let ordered = orderedParents.contains(a.tag)
        let left = identities(a.children, ordered: ordered), right = identities(b.children, ordered: ordered)
        let rightByKey = Dictionary(right, uniquingKeysWith: { first, _ in first })
        let leftKeys = Set(left.map(\.0))
        for (key, child) in left {
            if let other = rightByKey[key] {
                result += diff(child, other, path: "\(path) › \(key)")
            } else {
                result.append("\(path): \(key) is missing from the rewrite")
            }
        }
        for (key, _) in right where !leftKeys.contains(key) {
            result.append("\(path): \(key) is new in the rewrite")
        }
        return result
    }
}
