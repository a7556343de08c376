import Foundation
import MapwrightDiagnostics
import MapwrightModel
import MapwrightSupport

/// What an app's code says about its stores (docs/project.md): which model each container or coordinator
/// loads, the lists of version names handed to a migrator, and the options that turn Core Data's
/// inference of mapping models off. Read from the lines of the sources, outside `//` comments; test sources
/// are not read (how the app migrates is MigrationStyleDetector's).
package struct ProjectCode: Hashable, Sendable {
    /// A model name the code loads, and where.
    package struct Load: Hashable, Sendable {
        package var model: String
        package var location: SourceLocation
    }

    /// A literal list of names in the code, and where it starts.
    package struct NameList: Hashable, Sendable {
        package var names: [String]
        package var location: SourceLocation
    }

    /// Every model load, in file order.
    package var loads: [Load] = []
    /// Every literal list of two names or more.
    package var nameLists: [NameList] = []
    /// Where an option turns Core Data's inference of mapping models off, or mapping models are loaded by
    /// name (`withExtension: "cdm"`).
    package var inferenceOff: [SourceLocation] = []

    /// By file (as shown): the models loaded through a container class the file declares, implements or
    /// extends, where the loading file is another (a library's container that may migrate its stores itself).
    package var containerSources: [String: Set<String>] = [:]

    /// The facts of `sources` (paths relative to the root, shown joined to `displayRoot`). `modelNames` are
    /// the names of the project's model bundles: a container given its model (`managedObjectModel:`) loads
    /// the model its name names only when there is one; otherwise the name is only its store's.
    package init(sources: [(file: String, bytes: [UInt8])], displayRoot: String, modelNames: Set<String> = []) {
        let appSources = sources.filter { !TestSources.isTestFile($0.file) }
        let containers = ContainerClasses(sources: appSources)
        // Most files, and most lines, hold none of the words: told on their bytes before a pattern is tried.
        let containerWords = containers.names.sorted().map(ByteSearch.init)
        let words = Self.words + containerWords
        var behind: [(files: Set<String>, model: String)] = []
        for source in appSources {
            let lines = Self.lines(of: source.bytes, holding: words)
            guard !lines.isEmpty else { continue }
            let code = Self.withoutLineComments(source.bytes)
            let file = PathText.join(displayRoot, source.file)
            for (number, range) in lines {
                let line = code[range]
                let text = String(decoding: line, as: UTF8.self)
                let at = { (match: Range<String.Index>) in
                    SourceLocation(
                        file: file, line: number, column: text.distance(from: text.startIndex, to: match.lowerBound) + 1
                    )
                }
                if containerWords.contains(where: { $0.isFound(in: line) }) {
                    for match in text.matches(of: Self.containerLoad)
                    where containers.names.contains(String(match.output.1)) {
                        let model = String(match.output.2)
                        if text[match.range.upperBound...].prefixMatch(of: Self.givenModel) != nil,
                            !modelNames.contains(model)
                        {
                            continue
                        }
                        loads.append(Load(model: model, location: at(match.range)))
                        behind.append(
                            (containers.files(behindLoadIn: source.file, using: String(match.output.1)), model))
                    }
                }
                for match in text.matches(of: Self.modelResource) {
                    if match.output.2 == "cdm" {
                        inferenceOff.append(at(match.range))
                    } else {
                        let model = String(match.output.1)
                        loads.append(Load(model: model, location: at(match.range)))
                        behind.append((containers.files(behindLoadIn: source.file, using: nil), model))
                    }
                }
                inferenceOff += text.matches(of: Self.inferenceOption).map { at($0.range) }
            }
        }
        for (files, model) in behind {
            for file in files { containerSources[PathText.join(displayRoot, file), default: []].insert(model) }
        }
    }

    /// The lines of `bytes` (1-based number, byte range without the line break) that hold one of `words`,
    /// in order: the words are searched in the whole file, and only the lines they fall on are read.
    static func lines(of bytes: [UInt8], holding words: [ByteSearch]) -> [(number: Int, range: Range<Int>)] {
        var starts: Set<Int> = []
        for word in words {
            var from = 0
            while let found = word.firstOffset(in: bytes, from: from) {
                let start = bytes[..<found].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
                starts.insert(start)
                from = bytes[found...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            }
        }
        guard !starts.isEmpty else { return [] }
        var result: [(number: Int, range: Range<Int>)] = []
        var number = 1, counted = 0
        for start in starts.sorted() {
            number += bytes[counted..<start].reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            counted = start
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            result.append((number, start..<end))
        }
        return result
    }

    /// The literal lists of two names or more in `sources` that hold `name` (a version's name), in file
    /// order: a migrator's list of the model's versions.
    package static func nameLists(
        holding name: String, in sources: [(file: String, bytes: [UInt8])], displayRoot: String
    ) -> [NameList] {
        let quoted = ByteSearch("\"" + name)
        var lists: [NameList] = []
        for source in sources where !TestSources.isTestFile(source.file) {
            let file = PathText.join(displayRoot, source.file)
            // Only the text around each quoted name is read: from the `[` before it to the `]` after it.
            var seen: Set<Int> = []
            for (number, range) in lines(of: source.bytes, holding: [quoted]) {
                guard let open = listStart(in: source.bytes, before: range.upperBound, lineStart: range.lowerBound),
                    seen.insert(open.offset).inserted,
                    let close = source.bytes[open.offset...].firstIndex(of: UInt8(ascii: "]"))
                else { continue }
                let text = String(decoding: source.bytes[open.offset...close], as: UTF8.self)
                guard let match = text.prefixMatch(of: stringList) else { continue }
                let names = String(match.output).matches(of: listedString).map { versionName(String($0.output.1)) }
                if names.contains(name) {
                    let line = number - open.linesBack
                    let lineStart =
                        source.bytes[..<open.offset].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
                    let column = String(decoding: source.bytes[lineStart..<open.offset], as: UTF8.self).count + 1
                    lists.append(
                        NameList(names: names, location: SourceLocation(file: file, line: line, column: column)))
                }
            }
        }
        return lists
    }

    /// The `[` (or `@[`) opening the list literal that holds the line ending at `end`: searched back over
    /// strings, commas and blanks only; nil when something else comes first, or a `//` comment holds it.
    static func listStart(in bytes: [UInt8], before end: Int, lineStart: Int) -> (offset: Int, linesBack: Int)? {
        var index = bytes[lineStart..<end].firstIndex(of: UInt8(ascii: "\"")) ?? end
        var linesBack = 0
        while index > 0, end - index < 4096 {
            index -= 1
            switch bytes[index] {
            case UInt8(ascii: "["):
                let start = bytes[..<index].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
                let before = bytes[start..<index]
                if ByteSearch("//").isFound(in: before) { return nil }
                let at = index > start && bytes[index - 1] == UInt8(ascii: "@") ? index - 1 : index
                return (at, linesBack)
            case UInt8(ascii: "\n"): linesBack += 1
            case UInt8(ascii: "\""):
                // Back over a string: to its opening quote on the same line.
                guard let opening = bytes[..<index].lastIndex(of: UInt8(ascii: "\"")) else { return nil }
                index = opening
            case UInt8(ascii: ","), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "@"): break
            default: return nil
            }
        }
        return nil
    }

    private static let words = ["orResource", "InferMappingModel"]
        .map(ByteSearch.init)

    /// A version name as a list may give it: `Model 2.xcdatamodel`, `Model 2.mom` and `Model 2` are one.
    static func versionName(_ text: String) -> String {
        for suffix in [".xcdatamodel", ".momd", ".mom"] where text.hasSuffix(suffix) {
            return String(text.dropLast(suffix.count))
        }
        return text
    }

    /// The text of `bytes` with every `//` comment blanked (each of its bytes a space, so positions before
    /// it stay), strings left alone. On bytes: walking an app's files as `Character`s is slow.
    static func withoutLineComments(_ bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        var inString = false, inComment = false, previous: UInt8 = 0
        for index in result.indices {
            let byte = result[index]
            if byte == UInt8(ascii: "\n") {
                (inString, inComment) = (false, false)
            } else if inComment {
                result[index] = UInt8(ascii: " ")
            } else if byte == UInt8(ascii: "\""), previous != UInt8(ascii: "\\") {
                inString.toggle()
            } else if !inString, byte == UInt8(ascii: "/"), previous == UInt8(ascii: "/") {
                (result[index - 1], result[index]) = (UInt8(ascii: " "), UInt8(ascii: " "))
                inComment = true
            }
            previous = byte
        }
        return result
    }

    /// `Container(name: "Model"`, `[[Container alloc] initWithName:@"Model"`, `Container.persistentContainerWithName:@"Model"`.
    nonisolated(unsafe) static let containerLoad =
        #/\[?\[?([A-Za-z_][A-Za-z0-9_]*)(?:\s*\(\s*name\s*:|\s+alloc\]\s*initWithName:|\s+persistentContainerWithName:)\s*@?"([^"\n]+)"/#
    /// `, managedObjectModel:` after a container's name: the container is given its model.
    nonisolated(unsafe) static let givenModel = #/\s*,?\s*managedObjectModel\s*:/#
    /// `forResource: "Model", withExtension: "momd"`, `URLForResource:@"Model" withExtension:@"momd"`.
    nonisolated(unsafe) static let modelResource =
        #/[Ff]orResource\s*:\s*@?"([^"\n]+)"\s*,?\s*withExtension\s*:\s*@?"(momd|mom|cdm)"/#
    /// What sets an option off: `: false`, `= NO`, `: @NO`.
    private static let setOff = #"\s*[:=]\s*(?:false|@?NO\b|@\(NO\)|@0\b|NSNumber\(value:\s*false\))"#
    // Made from constant text that is a valid pattern: the `try!` cannot fail.
    nonisolated(unsafe) static let inferenceOption = try! Regex(
        "(?:NSInferMappingModelAutomaticallyOption|shouldInferMappingModelAutomatically)" + setOff)
    /// A literal array of two strings or more: `["Model", "Model Tags"]`, `@[@"Model", @"Model 2"]`.
    nonisolated(unsafe) static let stringList =
        #/@?\[\s*@?"[^"\n]*"(?:\s*,\s*@?"[^"\n]*")+\s*,?\s*\]/#
    nonisolated(unsafe) static let listedString = #/"([^"\n]*)"/#
}
