import MapwrightSupport

/// The classes a project's Swift and Objective-C sources declare, with their superclasses: enough to tell
/// whether the policy class a mapping model names exists and subclasses `NSEntityMigrationPolicy`.
///
/// A textual scan, not a parser: `class Name: Super` (Swift, any modifiers before it, an `@objc(Name)`
/// in the lines above giving the Objective-C name) and `@interface Name : Super` (Objective-C).
package struct PolicyClassIndex: Hashable, Sendable {
    /// A declared class.
    package struct Declaration: Hashable, Sendable {
        /// The name in its language (Swift or Objective-C).
        package var name: String
        /// The name Objective-C sees: `@objc(Name)`'s, the Objective-C class's, else nil.
        package var objectiveCName: String?
        /// The first name after the colon, module prefix dropped; nil when there is none.
        package var superclass: String?
        /// The file it is declared in.
        package var file: String
    }

    /// Every declaration found.
    package var declarations: [Declaration]

    package init(declarations: [Declaration] = []) {
        self.declarations = declarations
    }

    /// The policy base class every policy must descend from.
    package static let basePolicyClass = "NSEntityMigrationPolicy"

    /// Adds the declarations of one source file (`.swift`, `.m`, `.h`, `.mm`).
    package mutating func scan(_ text: String, file: String) {
        scan(Array(text.utf8), file: file)
    }

    /// Adds the declarations of one source file, its UTF-8 bytes.
    package mutating func scan(_ bytes: [UInt8], file: String) {
        let isSwift = file.hasSuffix(".swift")
        // Read as bytes, and a line made text only when it holds the word: splitting an app's sources into
        // `Character`s was most of a check from the app's root.
        guard (isSwift ? Self.classWord : Self.interfaceWord).isFound(in: bytes) else { return }
        var pendingObjCName: String?
        var lineStart = 0
        while lineStart <= bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            defer { lineStart = lineEnd + 1 }
            // Indentation and a carriage return before the line break are not part of the line.
            var first = lineStart
            while first < lineEnd, bytes[first] == UInt8(ascii: " ") || bytes[first] == UInt8(ascii: "\t") {
                first += 1
            }
            let end = lineEnd > first && bytes[lineEnd - 1] == UInt8(ascii: "\r") ? lineEnd - 1 : lineEnd
            let line = bytes[first..<end]
            if line.starts(with: Self.commentStart) { continue }
            if isSwift {
                if Self.objcWord.isFound(in: line), let objc = Self.objcName(in: Self.text(line)) {
                    pendingObjCName = objc
                }
                if Self.classWord.isFound(in: line), let (name, superclass) = Self.swiftClass(in: Self.text(line)) {
                    declarations.append(
                        Declaration(name: name, objectiveCName: pendingObjCName, superclass: superclass, file: file))
                    pendingObjCName = nil
                } else if !line.isEmpty, line.first != UInt8(ascii: "@") {
                    pendingObjCName = nil
                }
            } else if line.starts(with: Self.interfaceWord.word) {
                let words = Self.words(Self.text(line).dropFirst("@interface".count))
                if let name = words.first {
                    let superclass = words.count >= 3 && words[1] == ":" ? words[2] : nil
                    declarations.append(
                        Declaration(name: name, objectiveCName: name, superclass: superclass, file: file))
                }
            }
        }
    }

    private static let commentStart = Array("//".utf8)

    private static func text(_ line: ArraySlice<UInt8>) -> Substring {
        String(decoding: line, as: UTF8.self)[...]
    }

    private static let classWord = ByteSearch("class")
    private static let interfaceWord = ByteSearch("@interface")
    private static let objcWord = ByteSearch("@objc(")

    /// What the sources say about the class a mapping names (`Name` or `Module.Name`).
    package enum Lookup: Hashable, Sendable {
        /// Declared, and descends from `NSEntityMigrationPolicy` (as far as the sources show).
        case policy
        /// Declared, but its superclass chain ends elsewhere (the class it ends at).
        case notAPolicy(endsAt: String)
        /// No declaration of that name.
        case notFound
    }

    /// Looks `className` up: an unqualified name matches an Objective-C name or a Swift class name; a
    /// module-qualified one (`App.ItemPolicy`) the Swift class name after the dot.
    package func lookup(_ className: String) -> Lookup {
        guard var current = declaration(named: className) else { return .notFound }
        var seen: Set<String> = [current.name]
        while let superclass = current.superclass {
            if superclass == Self.basePolicyClass { return .policy }
            guard let next = declaration(named: superclass), seen.insert(next.name).inserted else {
                return .notAPolicy(endsAt: superclass)
            }
            current = next
        }
        return .notAPolicy(endsAt: current.name)
    }

    package func declaration(named className: String) -> Declaration? {
        if let dot = className.lastIndex(of: ".") {
            let name = String(className[className.index(after: dot)...])
            return declarations.first { $0.file.hasSuffix(".swift") && $0.name == name }
        }
        return declarations.first { $0.objectiveCName == className } ?? declarations.first { $0.name == className }
    }

    /// `@objc(Name)` in a line.
    static func objcName(in line: Substring) -> String? {
        guard let range = line.range(of: "@objc(") else { return nil }
        let rest = line[range.upperBound...]
        guard let close = rest.firstIndex(of: ")") else { return nil }
        let name = rest[..<close].trimmingCharacters(in: " \t")
        return name.isEmpty ? nil : name
    }

    /// `… class Name: Super, …` in a line: the name and the first inherited type (module prefix dropped).
    static func swiftClass(in line: Substring) -> (String, String?)? {
        var line = line
        if let range = line.range(of: "@objc("), let close = line[range.upperBound...].firstIndex(of: ")") {
            line = line[line.index(after: close)...]
        }
        let tokens = words(line)
        guard let index = tokens.firstIndex(of: "class"), index + 1 < tokens.count else { return nil }
        let modifiers: Set<String> = [
            "public", "open", "internal", "fileprivate", "private", "final", "package", "@objc", "@MainActor",
        ]
        guard tokens[..<index].allSatisfy({ modifiers.contains($0) || $0.hasPrefix("@") }) else { return nil }
        let name = tokens[index + 1]
        guard name.first.map({ $0.isLetter || $0 == "_" }) == true, name != "func", name != "var", name != "let" else {
            return nil
        }
        guard index + 3 < tokens.count, tokens[index + 2] == ":" else { return (name, nil) }
        let superclass = tokens[index + 3]
        return (name, superclass.split(separator: ".").last.map(String.init) ?? superclass)
    }

    /// Identifiers (with dots and a leading `@`) and colons, in order.
    static func words(_ text: Substring) -> [String] {
        var result: [String] = []
        var current = ""
        for character in text {
            if character.isLetter || character.isNumber || character == "_" || character == "."
                || (character == "@" && current.isEmpty)
            {
                current.append(character)
            } else {
                if !current.isEmpty { result.append(current) }
                current = ""
                if character == ":" { result.append(":") }
                if character == "{" || character == "<" || character == "(" { break }
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: String) -> String {
        String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }
}
