import Foundation
import MapwrightDiagnostics
import MapwrightModel
import MapwrightSupport
import SwiftSyntax

/// Reads the versions of a SwiftData app from its Swift sources, without compiling them: every
/// `VersionedSchema` and the `@Model` classes it lists become a model version, the `SchemaMigrationPlan`
/// gives their order and its stages (docs/swiftdata.md).
package enum SwiftDataReader {
    /// The largest Swift file read, in bytes. Parsing costs about 75 bytes of memory per byte of source
    /// (36 MB of declarations took 2.6 GB and 11 s); a file declaring a schema is a few kilobytes, and a
    /// larger one is generated code.
    package static let maximumSourceBytes = 4 * 1_048_576

    /// Folders never read: build products, dependencies and version control.
    static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", ".git", "node_modules"]

    /// The versions and plan of the Swift file or folder of Swift files at `path`; nil when an error was
    /// emitted.
    /// A file that is a link out of the folder is refused unread (MW017), as every reader does.
    /// Names resolve over every Swift file of the module holding `path` (``SwiftModule``); the plan is the
    /// one declared under `path` (a plan's file stands for its store), else the module's. `codable` is how
    /// Codable values are read (`swiftData:` of `mapwright.yml`).
    package static func read(
        at path: String, codable: CodableReading = .unset, diagnostics: any DiagnosticCollector
    ) -> SwiftDataModel? {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        let module = SwiftModule.files(containing: trimmed)
        let confined =
            trimmed.hasSuffix(".swift")
            || module.local.sorted().allSatisfy {
                FolderConfinement.check($0, inside: trimmed, diagnostics: diagnostics)
            }
        guard confined else { return nil }
        // A plan's file named for no model (`MigrationPlan.swift`) leaves the name to the module's folder.
        var name = PathName.deletingExtension(PathName.lastComponent(of: trimmed))
        if trimmed.hasSuffix(".swift"), SchemaBuilder.genericPlanNames.contains(name) {
            name = PathName.lastComponent(of: SwiftModule.root(containing: trimmed))
        }
        return read(
            files: contents(of: module.all), name: name, origin: path, local: module.local, codable: codable,
            diagnostics: diagnostics)
    }

    /// The units of the SwiftData sources at `path`: the path itself, or when the module holds several
    /// plans each named by a `ModelContainer(…, migrationPlan:)` (two stores), the file of each such plan
    /// under `path`, sorted.
    package static func units(at path: String) -> [String] {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        let module = SwiftModule.files(containing: trimmed)
        let planWords = [ByteSearch("SchemaMigrationPlan"), ByteSearch("migrationPlan")]
        let files = contents(of: module.all).filter { file in
            planWords.contains { $0.isFound(in: Array(file.text.utf8)) }
        }
        guard files.filter({ planWords[0].isFound(in: Array($0.text.utf8)) }).count > 1 else { return [path] }
        let sources = files.map {
            SwiftSourceFile(path: $0.path, text: $0.text, mentionsVersionedSchema: false)
        }
        let index = DeclarationIndex(files: sources)
        let named = Set(sources.flatMap(ModelContainerDeclaration.all).compactMap(\.planName))
        let used = index.plans.filter { plan in
            module.local.contains(plan.file.path) && DeclarationIndex.name(of: plan.node).map(named.contains) == true
        }
        let planFiles = Set(used.map(\.file.path))
        guard used.count > 1, planFiles.count == used.count else { return [path] }
        return planFiles.sorted()
    }

    /// The text of each of `paths` that can be read.
    private static func contents(of paths: [String]) -> [(path: String, text: String)] {
        paths.compactMap { file -> (path: String, text: String)? in
            guard let data = FileManager.default.contents(atPath: file) else { return nil }
            return (file, String(decoding: data, as: UTF8.self))
        }
    }

    /// The versions and plan declared by `files` (path and text); `name` names the model when the
    /// sources declare no plan, `local` holds the paths of the files asked for (nil: all of them). Nil
    /// when an error was emitted.
    package static func read(
        files: [(path: String, text: String)], name: String, origin: String, local: Set<String>? = nil,
        codable: CodableReading = .unset, diagnostics: any DiagnosticCollector
    ) -> SwiftDataModel? {
        var parses = true
        let files = files.filter { file in
            let size = file.text.utf8.count
            guard size > maximumSourceBytes else { return true }
            let place = SourceLocation(file: file.path, line: 1, column: 1)
            let limit = "more than the \(maximumSourceBytes / 1_048_576) MiB a Swift source is read up to"
            if declaresVersionedSchema(file.text) {
                diagnostics.emit(
                    SwiftDataRules.syntaxError, "this file declares a VersionedSchema but is \(size) bytes, \(limit)",
                    at: place, hint: "move the schema and its models into files of their own")
                parses = false
            } else {
                var skipped = Diagnostic(
                    SwiftDataRules.syntaxError, "skipped: \(size) bytes, \(limit); it declares no VersionedSchema",
                    at: place)
                skipped.severity = .note
                diagnostics.emit(skipped)
            }
            return false
        }
        for file in files {
            guard let (line, column) = BracketNesting.tooDeep(in: file.text) else { continue }
            diagnostics.emit(
                SwiftDataRules.syntaxError,
                "brackets nest deeper than Swift's parser reads in reasonable time (\(BracketNesting.maximumDepth) levels of `[`, \(BracketNesting.maximumBraceDepth) of `{`, \(BracketNesting.maximumAngleDepth) of `<`): name an inner type with a typealias, or close the braces",
                at: SourceLocation(file: file.path, line: line, column: column))
            parses = false
        }
        guard parses else { return nil }
        // Parsing is most of reading a model at an app's root, whose files are mostly views and managers
        // declaring nothing the reader looks at: a file is parsed when it mentions a word of what the
        // reader reads, or a schema or plan the files parsed for those words declare (the file of an
        // extension that adds to it).
        let bytes = files.map { Array($0.text.utf8) }
        let mentioning = files.indices.filter { index in readWords.contains { $0.isFound(in: bytes[index]) } }
        var parsed = parse(files, bytes: bytes, at: mentioning, diagnostics: diagnostics)
        var index = DeclarationIndex(files: parsed.sources.map(\.source))
        let names = index.schemaAndPlanNames.map(ByteSearch.init)
        let unread = Set(files.indices).subtracting(mentioning)
        let naming = unread.sorted().filter { index in names.contains { $0.isFound(in: bytes[index]) } }
        if !naming.isEmpty {
            let more = parse(files, bytes: bytes, at: naming, diagnostics: diagnostics)
            parsed = ((parsed.sources + more.sources).sorted { $0.index < $1.index }, parsed.parses && more.parses)
            index = DeclarationIndex(files: parsed.sources.map(\.source))
        }
        guard parsed.parses else { return nil }
        let sources = parsed.sources.map(\.source)
        let reading = CollectingDiagnosticCollector()
        let builder = SchemaBuilder(
            files: sources, index: index, diagnostics: reading, local: local, codable: codable)
        let built = builder.model(name: name, origin: origin, at: SourceLocation(file: origin, line: 1, column: 1))
        // A top-level class listed by several schemas is read once per schema, and a value type kept from
        // version to version is the same caveat (MW024): say each thing once, where it is latest.
        var said: Set<String> = []
        let once = reading.diagnostics.reversed().filter { diagnostic in
            let place =
                diagnostic.code == SwiftDataRules.opaqueValueType.code
                ? "" : diagnostic.location.map(\.description) ?? ""
            return said.insert("\(diagnostic.code) \(place) \(diagnostic.message)").inserted
        }
        diagnostics.emit(contentsOf: once.reversed())
        guard !reading.hasErrors, var model = built else { return nil }
        // Suppression comments (`// mapwright:ignore MW121`) may sit in any of the files a version uses.
        let marked = files.reduce(MarkedLines()) {
            $0.merging(MarkedLines(scanning: Data($1.text.utf8), file: $1.path))
        }
        for index in model.history.versions.indices { model.history.versions[index].markedLines = marked }
        return model
    }

    /// The files of `files` (whose UTF-8 is `bytes`) at `indices`, parsed, with their indices; `parses` is
    /// false when one that declares part of a model has a syntax error (reported). A file of the project
    /// that declares no schema, model or plan cannot change the model: one the parser does not take (newer
    /// syntax, a generated file) is left out, not a stop.
    private static func parse(
        _ files: [(path: String, text: String)], bytes: [[UInt8]], at indices: [Int],
        diagnostics: any DiagnosticCollector
    ) -> (sources: [(index: Int, source: SwiftSourceFile)], parses: Bool) {
        var sources: [(index: Int, source: SwiftSourceFile)] = []
        var parses = true
        for index in indices {
            let source = SwiftSourceFile(
                path: files[index].path, text: files[index].text,
                mentionsVersionedSchema: mentionsVersionedSchema(bytes[index]))
            guard let error = source.firstSyntaxError else {
                sources.append((index, source))
                continue
            }
            guard declaresModelParts(files[index].text) else { continue }
            diagnostics.emit(SwiftDataRules.syntaxError, "Swift syntax error: \(error.text)", at: error.location)
            parses = false
        }
        return (sources, parses)
    }

    /// The words of every declaration the reader reads (``DeclarationIndex``, ``SchemaBuilder``): schemas,
    /// model classes, plans and stages, enums, Codable structs (composites), typealiases. The rest names a
    /// schema or a plan:
    /// an extension of one, a container made with a plan (`migrationPlan: Plan.self`).
    private static let readWords = [
        "VersionedSchema", "@Model", "SwiftData.Model", "SchemaMigrationPlan", "MigrationStage", "PersistentModel",
        "Schema.Version", "enum", "typealias", "ModelContainer", "modelContainer", "Codable", "Decodable",
    ].map(ByteSearch.init)

    /// True when `path` is a `.swift` file, or a folder (not a YAML model folder, not a bundle's insides; a
    /// `.xcdatamodeld` beside the sources is another model, found on its own) one of
    /// whose Swift files declares a type conforming to `VersionedSchema`. A project root qualifies: model
    /// discovery hands it over when the schemas and their models are spread over the project.
    package static func isSwiftDataSource(_ path: String) -> Bool {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        if trimmed.hasSuffix(".swift") { return true }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: trimmed, isDirectory: &isDirectory), isDirectory.boolValue else {
            return false
        }
        let children = (try? FileManager.default.contentsOfDirectory(atPath: trimmed)) ?? []
        let ownsSomethingElse = children.contains {
            $0 == "_manifest.yaml" || $0.hasSuffix(".xcdatamodel") || $0 == "contents" || $0 == ".xccurrentversion"
        }
        guard !ownsSomethingElse else { return false }
        return swiftFiles(at: trimmed).contains { file in
            // The walk enters no linked folder: a file that is no link itself lies inside (one `lstat`, where
            // resolving its path reads every folder above it).
            guard PathKind(at: file) != .link || !FolderConfinement.isOutside(file, folder: trimmed),
                let data = FileManager.default.contents(atPath: file)
            else { return false }
            let bytes = [UInt8](data)
            return mentionsVersionedSchema(bytes) && declaresVersionedSchema(String(decoding: bytes, as: UTF8.self))
        }
    }

    /// True when `text` declares a type (or an extension) conforming to `VersionedSchema`, as
    /// `enum SchemaV1: VersionedSchema {` does; a mention in a comment or a string is not enough, nor a
    /// declaration inside a multi-line string literal (Swift source a test or a macro test holds as text). A
    /// scan of each line rather than a `Regex`, whose compiled program the leak checker of the fuzz runs reports.
    package static func declaresVersionedSchema(_ text: String) -> Bool {
        guard mentionsVersionedSchema(Array(text.utf8)) else { return false }
        var insideMultilineString = false
        for line in text.split(separator: "\n") {
            let delimiters = line.ranges(of: "\"\"\"").count
            if !insideMultilineString, declaresVersionedSchema(line: line) { return true }
            if delimiters % 2 == 1 { insideMultilineString.toggle() }
        }
        return false
    }

    private static let declarationModifiers: Set<Substring> = [
        "public", "internal", "fileprivate", "private", "package", "final", "nonisolated",
    ]
    private static let typeKeywords: Set<Substring> = ["enum", "struct", "class", "extension"]

    /// `[modifiers] enum|struct|class|extension Name: … VersionedSchema …` on one line, before any `{`.
    private static func declaresVersionedSchema(line: Substring) -> Bool {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        var index = 0
        while index < words.count, declarationModifiers.contains(words[index]) { index += 1 }
        guard index < words.count, typeKeywords.contains(words[index]) else { return false }
        let rest = words[(index + 1)...].joined(separator: " ")
        guard let colon = rest.firstIndex(of: ":") else { return false }
        let name = rest[..<colon].trimmingCharacters(in: .whitespaces)
        guard let first = name.first, first.isLetter || first == "_",
            name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
        else { return false }
        let conformances = rest[rest.index(after: colon)...].prefix { $0 != "{" }
        return conformances.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") })
            .contains { $0 == "VersionedSchema" || $0.hasSuffix(".VersionedSchema") }
    }

    /// True when the UTF-8 `bytes` of a Swift file mention `VersionedSchema`: told before the file is
    /// decoded and its lines read (``declaresVersionedSchema(_:)``).
    package static func mentionsVersionedSchema(_ bytes: [UInt8]) -> Bool {
        versionedSchema.isFound(in: bytes)
    }

    private static let versionedSchema = ByteSearch("VersionedSchema")

    /// True when `text` may declare part of a model: a schema, a model class, a plan or a stage.
    static func declaresModelParts(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        return modelPartWords.contains { $0.isFound(in: bytes) }
    }

    private static let modelPartWords = [
        "VersionedSchema", "@Model", "SchemaMigrationPlan", "MigrationStage", "PersistentModel", "Schema.Version",
    ].map(ByteSearch.init)

    /// The `.swift` files at `path` (itself, or every one under it), sorted; links to folders are not followed.
    static func swiftFiles(at path: String) -> [String] {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        if trimmed.hasSuffix(".swift") { return [trimmed] }
        var found: [String] = []
        func visit(_ folder: String) {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            where !skippedFolders.contains(name) && !TestSources.isTestName(name) {
                let path = folder + "/" + name
                if PathKind(at: path) == .folder {
                    visit(path)
                } else if name.hasSuffix(".swift") {
                    found.append(path)
                }
            }
        }
        visit(trimmed)
        return found.sorted()
    }
}
