/// The one escaper for the XML Mapwright writes (model `contents`, `.xccurrentversion`,
/// `xcmapping.xml`).
public enum XMLEscaping {
    /// `text` escaped for an attribute value delimited by double quotes or for element content: the
    /// markup characters and line breaks and tabs as references, so an XML parser reads `text` back.
    /// Characters XML 1.0 cannot hold at all (other control characters, U+FFFE, U+FFFF) become U+FFFD.
    public static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            case "\t": result += "&#9;"
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    result += "\u{FFFD}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}

/// An element to write: attributes in the order given, children indented by four spaces.
struct XMLOutputElement {
    var name: String
    var attributes: [(String, String)] = []
    var children: [XMLOutputElement] = []

    init(_ name: String) { self.name = name }

    /// Adds an attribute when `value` is not nil.
    mutating func set(_ key: String, _ value: String?) {
        if let value { attributes.append((key, value)) }
    }

    /// Adds `key="YES"` when `flag` is true (absent means NO).
    mutating func flag(_ key: String, _ flag: Bool) {
        if flag { attributes.append((key, "YES")) }
    }

    /// Adds `key="YES"` or `key="NO"` when `value` is not nil.
    mutating func bool(_ key: String, _ value: Bool?) {
        if let value { attributes.append((key, value ? "YES" : "NO")) }
    }

    /// The element and its children, each line indented by `depth` levels.
    func render(depth: Int, into output: inout String) {
        let indent = String(repeating: "    ", count: depth)
        output += indent + "<" + name
        for (key, value) in attributes {
            output += " \(key)=\"\(XMLEscaping.escape(value))\""
        }
        if children.isEmpty {
            output += "/>\n"
            return
        }
        output += ">\n"
        for child in children { child.render(depth: depth + 1, into: &output) }
        output += indent + "</" + name + ">\n"
    }
}
