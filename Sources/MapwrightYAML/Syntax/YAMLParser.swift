import CYAML
import MapwrightDiagnostics

/// Builds a `YAMLNode` tree from libyaml's event stream (`yaml_parser_parse`), checking duplicate keys,
/// alias expansion and nesting depth as it goes.
///
/// Strings are made straight from libyaml's UTF-8 buffers; the input is checked to be UTF-8 before.
struct YAMLParser {
    let file: String
    let limits: YAMLLimits
    let diagnostics: any DiagnosticCollector

    /// A sequence or mapping being built.
    private struct Frame {
        var isMapping: Bool
        var line: Int32
        var column: Int32
        var anchor: String?
        /// Where this frame's children start in the shared `items` / `pairs` buffers.
        var start: Int
        /// The key scalar waiting for its value, in a mapping.
        var pendingKey: YAMLNode?
        /// Nodes in this subtree, itself included.
        var size = 1
    }

    /// Parses one document from `bytes` (already checked to be UTF-8 and not empty). Returns the
    /// root, nil when the document is empty, or nil with errors emitted.
    func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> YAMLNode? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            diagnostics.emit(
                YAMLRules.unreadable, "cannot start the YAML parser (out of memory)",
                at: SourceLocation(file: file, line: 1, column: 1))
            return nil
        }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
        return run(&parser)
    }

    private func location(_ line: Int32, _ column: Int32) -> SourceLocation {
        SourceLocation(file: file, line: Int(line), column: Int(column))
    }

    private func run(_ parser: inout yaml_parser_t) -> YAMLNode? {
        var stack: [Frame] = []
        // Children of every open frame, on one stack each: a finished frame's children move out into an
        // array of their own.
        var items = ChildStack<YAMLNode>()
        var pairs = ChildStack<YAMLPair>()
        var anchors: [String: (node: YAMLNode, size: Int)] = [:]
        var expanded = 0
        var root: YAMLNode?
        var documents = 0
        var event = yaml_event_t()

        let keys = Key.table
        /// True when the next node is a key of the innermost mapping.
        func isKeyPosition() -> Bool {
            guard !stack.isEmpty else { return false }
            // By count, not `indices.last`: generic, it cost an unspecialised call for every scalar of a debug build.
            let top = stack.count - 1
            return stack[top].isMapping && stack[top].pendingKey == nil
        }

        /// Attaches a finished node to its parent frame, or makes it the root.
        func attach(_ node: YAMLNode, size: Int) {
            guard !stack.isEmpty else {
                root = node
                return
            }
            let top = stack.count - 1
            stack[top].size += size
            if !stack[top].isMapping {
                items.push(node)
            } else if let key = stack[top].pendingKey {
                stack[top].pendingKey = nil
                // A rejected key is kept as a placeholder without a scalar: its value is dropped.
                if let scalar = key.scalar {
                    pairs.push(
                        YAMLPair(
                            key: scalar.text, keyLine: key.line, keyColumn: key.column, value: node,
                            knownKey: scalar.knownKey))
                }
            } else {
                if node.scalar == nil {
                    diagnostics.emit(
                        YAMLRules.wrongValueType, "a mapping key must be a single value, not \(node.kindDescription)",
                        at: location(node.line, node.column))
                    stack[top].pendingKey = YAMLNode(content: .sequence([]), line: node.line, column: node.column)
                } else {
                    stack[top].pendingKey = node
                }
            }
        }

        while true {
            guard yaml_parser_parse(&parser, &event) == 1 else {
                reportSyntaxError(parser)
                return nil
            }
            defer { yaml_event_delete(&event) }
            let line = Int32(clamping: event.start_mark.line + 1)
            let column = Int32(clamping: event.start_mark.column + 1)
            switch event.type {
            case YAML_STREAM_END_EVENT:
                return root
            case YAML_DOCUMENT_START_EVENT:
                documents += 1
                if documents > 1 {
                    diagnostics.emit(
                        YAMLRules.multipleDocuments, "a model file holds one YAML document; a second one starts here",
                        at: location(line, column))
                    return nil
                }
            case YAML_SCALAR_EVENT:
                let data = event.data.scalar
                let bytes = UnsafeBufferPointer(start: data.value, count: data.length)
                var scalar = YAMLScalar(text: "", isPlain: data.style == YAML_PLAIN_SCALAR_STYLE)
                let isKey = isKeyPosition()
                if isKey, let key = keys.value(spelledBy: bytes) {
                    scalar.text = key.rawValue
                    scalar.knownKey = key
                } else {
                    scalar.text = Self.string(bytes)
                    if isKey, bytes.contains(where: { $0 >= 0x80 }) { scalar.knownKey = Key(rawValue: scalar.text) }
                }
                let node = YAMLNode(content: .scalar(scalar), line: line, column: column)
                if let anchor = data.anchor { anchors[string(anchor)] = (node, 1) }
                attach(node, size: 1)
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                if stack.count >= limits.maxDepth {
                    diagnostics.emit(
                        YAMLRules.nestingDepth,
                        "nesting is deeper than \(limits.maxDepth) levels; a model file needs far fewer",
                        at: location(line, column))
                    return nil
                }
                let isMapping = event.type == YAML_MAPPING_START_EVENT
                let anchor = isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor
                stack.append(
                    Frame(
                        isMapping: isMapping, line: line, column: column, anchor: anchor.map(string),
                        start: isMapping ? pairs.count : items.count))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                let frame = stack.removeLast()
                let node: YAMLNode
                if frame.isMapping {
                    let children = pairs.pop(from: frame.start)
                    node = YAMLNode(
                        content: .mapping(withoutDuplicateKeys(children)), line: frame.line, column: frame.column)
                } else {
                    let children = items.pop(from: frame.start)
                    node = YAMLNode(content: .sequence(children), line: frame.line, column: frame.column)
                }
                if let anchor = frame.anchor { anchors[anchor] = (node, frame.size) }
                attach(node, size: frame.size)
            case YAML_ALIAS_EVENT:
                let name = string(event.data.alias.anchor)
                guard let target = anchors[name] else {
                    diagnostics.emit(
                        YAMLRules.undefinedAlias, "alias '*\(name)' names no anchor defined before it",
                        at: location(line, column))
                    return nil
                }
                expanded += target.size
                if expanded > limits.maxAliasExpansion {
                    diagnostics.emit(
                        YAMLRules.aliasExpansion,
                        "aliases expand to more than \(limits.maxAliasExpansion) nodes; refusing to expand further",
                        at: location(line, column))
                    return nil
                }
                var copy = target.node
                copy.line = line
                copy.column = column
                if isKeyPosition(), case .scalar(var scalar) = copy.content {
                    scalar.knownKey = Key(rawValue: scalar.text)
                    copy.content = .scalar(scalar)
                }
                attach(copy, size: target.size)
            default:
                break
            }
        }
    }

    /// The text of `bytes` (UTF-8, checked before parsing). Made in place: `String(decoding:as:)` validated
    /// every scalar again, where a short ASCII one (most of a model) needs only its bytes copied.
    private static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: bytes.count) { buffer in
            guard let source = bytes.baseAddress, let target = buffer.baseAddress else { return 0 }
            target.initialize(from: source, count: bytes.count)
            return bytes.count
        }
    }

    private func string(_ pointer: UnsafeMutablePointer<yaml_char_t>) -> String {
        String(cString: UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self))
    }

    /// Reports every key that appears a second time in one mapping, at the second occurrence, and
    /// keeps only the first occurrence so that later stages see each key once.
    private func withoutDuplicateKeys(_ pairs: [YAMLPair]) -> [YAMLPair] {
        let duplicates = DuplicateKeys.later(in: pairs)
        guard !duplicates.isEmpty else { return pairs }
        for (index, first) in duplicates { reportDuplicate(pairs[index], first: pairs[first]) }
        let dropped = Set(duplicates.map(\.index))
        return pairs.indices.filter { !dropped.contains($0) }.map { pairs[$0] }
    }

    private func reportDuplicate(_ pair: YAMLPair, first: YAMLPair) {
        diagnostics.emit(
            YAMLRules.duplicateKey, "duplicate key '\(pair.key)' (first written at line \(first.keyLine))",
            at: location(pair.keyLine, pair.keyColumn))
    }

    private func reportSyntaxError(_ parser: yaml_parser_t) {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown problem"
        var message = "invalid YAML: \(problem)"
        if let context = parser.context {
            message += " (\(String(cString: context)) started at line \(parser.context_mark.line + 1))"
        }
        diagnostics.emit(
            YAMLRules.syntax, message,
            at: location(Int32(clamping: parser.problem_mark.line + 1), Int32(clamping: parser.problem_mark.column + 1))
        )
    }
}
