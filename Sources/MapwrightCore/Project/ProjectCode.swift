import Foundation
import MapwrightModel

/// What an app's code says about its stores (docs/project.md): which model each container or coordinator
/// loads, the lists of version names handed to a migrator, and the options that turn automatic migration
/// or inference off. Read from the lines of the sources, outside `//` comments; test sources are not read.
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
    /// Where an option turns automatic migration off.
    package var automaticMigrationOff: [SourceLocation] = []

    /// The facts of `sources` (paths relative to the root, shown joined to `displayRoot`).
    package init(sources: [(file: String, bytes: [UInt8])], displayRoot: String) {
        let appSources = sources.filter { !TestSources.isTestFile($0.file) }
        let containers = Self.containerClasses(in: appSources)
        // Most files hold none of the words: told on their bytes before their text is read.
        let words = (Self.words + containers.sorted()).map(ByteSearch.init)
        for source in appSources where words.contains(where: { $0.isFound(in: source.bytes) }) {
            let text = Self.Text(source, displayRoot: displayRoot)
            for match in text.code.matches(of: Self.containerLoad) where containers.contains(String(match.output.1)) {
                loads.append(Load(model: String(match.output.2), location: text.location(match.range.lowerBound)))
            }
            for match in text.code.matches(of: Self.modelResource) {
                if match.output.2 == "cdm" {
                    inferenceOff.append(text.location(match.range.lowerBound))
                } else {
                    loads.append(Load(model: String(match.output.1), location: text.location(match.range.lowerBound)))
                }
            }
            for match in text.code.matches(of: Self.inferenceOption) {
                inferenceOff.append(text.location(match.range.lowerBound))
            }
            for match in text.code.matches(of: Self.automaticOption) {
                automaticMigrationOff.append(text.location(match.range.lowerBound))
            }
        }
    }

    /// The literal lists of two names or more in `sources` that hold `name` (a version's name), in file
    /// order: a migrator's list of the model's versions.
    package static func nameLists(
        holding name: String, in sources: [(file: String, bytes: [UInt8])], displayRoot: String
    ) -> [NameList] {
        let quoted = ByteSearch("\"" + name)
        var lists: [NameList] = []
        for source in sources where !TestSources.isTestFile(source.file) && quoted.isFound(in: source.bytes) {
            let text = Text(source, displayRoot: displayRoot)
            for match in text.code.matches(of: stringList) {
                let names = String(match.output).matches(of: listedString).map { versionName(String($0.output.1)) }
                if names.contains(name) {
                    lists.append(NameList(names: names, location: text.location(match.range.lowerBound)))
                }
            }
        }
        return lists
    }

    /// A source's code without its `//` comments, and the positions in it.
    struct Text {
        var code: String
        var file: String

        init(_ source: (file: String, bytes: [UInt8]), displayRoot: String) {
            code = ProjectCode.withoutLineComments(String(decoding: source.bytes, as: UTF8.self))
            file = PathText.join(displayRoot, source.file)
        }

        func location(_ index: String.Index) -> SourceLocation {
            let before = code[..<index]
            let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
            let lineStart = before.lastIndex(of: "\n").map(before.index(after:)) ?? before.startIndex
            return SourceLocation(
                file: file, line: line, column: before.distance(from: lineStart, to: before.endIndex) + 1)
        }
    }

    private static let words = [
        "orResource", "InferMappingModel", "shouldInferMappingModel", "MigratePersistentStores", "shouldMigrateStore",
    ]

    /// The files (as shown) that load a model, with the models each loads.
    package var modelsByFile: [String: Set<String>] {
        loads.reduce(into: [:]) { $0[$1.location.file, default: []].insert($1.model) }
    }

    /// `NSPersistentContainer`, `NSPersistentCloudKitContainer` and the classes the sources derive from them.
    static func containerClasses(in sources: [(file: String, bytes: [UInt8])]) -> Set<String> {
        var classes: Set<String> = ["NSPersistentContainer", "NSPersistentCloudKitContainer"]
        var declared: [(String, String)] = []
        let word = ByteSearch("Container")
        for source in sources where source.file.hasSuffix(".swift") && word.isFound(in: source.bytes) {
            for match in String(decoding: source.bytes, as: UTF8.self).matches(of: subclass) {
                declared.append((String(match.output.1), String(match.output.2)))
            }
        }
        // A subclass of a subclass: as many passes as it takes.
        var grew = true
        while grew {
            grew = false
            for (name, superclass) in declared where classes.contains(superclass) && !classes.contains(name) {
                classes.insert(name)
                grew = true
            }
        }
        return classes
    }

    /// A version name as a list may give it: `Model 2.xcdatamodel`, `Model 2.mom` and `Model 2` are one.
    static func versionName(_ text: String) -> String {
        for suffix in [".xcdatamodel", ".momd", ".mom"] where text.hasSuffix(suffix) {
            return String(text.dropLast(suffix.count))
        }
        return text
    }

    /// `text` with every `//` comment blanked (its length kept, so positions stay), strings left alone.
    static func withoutLineComments(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var inString = false, inComment = false, previous: Character = " "
        for character in text {
            if character == "\n" {
                inString = false
                inComment = false
            } else if inComment {
                result.append(" ")
                previous = character
                continue
            } else if character == "\"", previous != "\\" {
                inString.toggle()
            } else if !inString, character == "/", previous == "/" {
                result.removeLast()
                result.append("  ")
                inComment = true
                previous = character
                continue
            }
            result.append(character)
            previous = character
        }
        return result
    }

    nonisolated(unsafe) static let subclass =
        #/class\s+([A-Za-z_][A-Za-z0-9_]*)\s*:\s*(?:[A-Za-z_]+\.)?([A-Za-z_][A-Za-z0-9_]*)/#
    /// `Container(name: "Model"`, `[[Container alloc] initWithName:@"Model"`, `Container.persistentContainerWithName:@"Model"`.
    nonisolated(unsafe) static let containerLoad =
        #/\[?\[?([A-Za-z_][A-Za-z0-9_]*)(?:\s*\(\s*name\s*:|\s+alloc\]\s*initWithName:|\s+persistentContainerWithName:)\s*@?"([^"\n]+)"/#
    /// `forResource: "Model", withExtension: "momd"`, `URLForResource:@"Model" withExtension:@"momd"`.
    nonisolated(unsafe) static let modelResource =
        #/[Ff]orResource\s*:\s*@?"([^"\n]+)"\s*,?\s*withExtension\s*:\s*@?"(momd|mom|cdm)"/#
    /// What sets an option off: `: false`, `= NO`, `: @NO`.
    private static let setOff = #"\s*[:=]\s*(?:false|@?NO\b|@\(NO\)|@0\b|NSNumber\(value:\s*false\))"#
    // Made from constant text that is a valid pattern: the `try!` cannot fail.
    nonisolated(unsafe) static let inferenceOption = try! Regex(
        "(?:NSInferMappingModelAutomaticallyOption|shouldInferMappingModelAutomatically)" + setOff)
    nonisolated(unsafe) static let automaticOption = try! Regex(
        "(?:NSMigratePersistentStoresAutomaticallyOption|shouldMigrateStoreAutomatically)" + setOff)
    /// A literal array of two strings or more: `["Model", "Model Tags"]`, `@[@"Model", @"Model 2"]`.
    nonisolated(unsafe) static let stringList =
        #/@?\[\s*@?"[^"\n]*"(?:\s*,\s*@?"[^"\n]*")+\s*,?\s*\]/#
    nonisolated(unsafe) static let listedString = #/"([^"\n]*)"/#
}
