import Foundation
import MapwrightDiagnostics
import MapwrightModel

/// How one `contents` file reuses the entities of a ``DecodedEntityCache``.
///
/// An element is found on the lines as Xcode writes it: a line holding `<entity …` after its indentation,
/// through the next line holding only `</entity>`; its text runs from the start of its first line, so
/// that equal texts have equal columns. Elements whose text the cache knows are left out of the bytes
/// libxml2 parses, all but their line breaks, so that every other element keeps its line and column;
/// their entities are put in their place (``StreamingModelDecoder``). The others are parsed and decoded,
/// and added to the cache once the version has read without errors.
///
/// Reuse is safe only where a text means the same in every file: files that start with Xcode's own XML
/// declaration (UTF-8), with no document type (which could give an element default attributes) and no
/// namespace declaration before the first element, and, when an element is left out, no comment, CDATA
/// section or processing instruction in the rest of the file. The parse confirms the rest: an element is
/// recorded only when libxml2 read it as one child of the root spanning exactly its lines, and one left
/// out must fall between two children of the root, or the reader parses the file again without reuse.
final class EntityReuse {
    /// One `<entity>` element found on the lines of the file.
    struct Block {
        /// Where its first line starts, where its `<` is, and just after its end tag's `>`.
        var lineStart: Int
        var tag: Int
        var end: Int
        /// Its first and last lines, 1-based.
        var line: Int
        var lastLine: Int
    }

    /// An element's text, hashed on a sample of its bytes: texts that differ share most of them, and
    /// equality compares them whole.
    struct Text: Hashable, Sendable {
        var text: String
        /// The length and every 16th byte, mixed; `hash(into:)` spreads it.
        var sample: Int

        init(_ bytes: ArraySlice<UInt8>) {
            text = String(decoding: bytes, as: UTF8.self)
            var sample = bytes.count
            for offset in stride(from: bytes.startIndex, to: bytes.endIndex, by: 16) {
                sample = sample &* 31 &+ Int(bytes[offset])
            }
            self.sample = sample
        }

        static func == (lhs: Text, rhs: Text) -> Bool { lhs.sample == rhs.sample && lhs.text == rhs.text }
        func hash(into hasher: inout Hasher) { hasher.combine(sample) }
    }

    /// The bytes for libxml2: the file without the reused elements (their line breaks kept).
    let parsedBytes: Data
    /// The reused elements in file order, with the cache's entries.
    let reused: [(block: Block, entry: DecodedEntityCache.Entry)]

    private let cache: DecodedEntityCache
    private let file: String
    private let bytes: [UInt8]
    /// The elements not reused, by their first line.
    private let decodedBlocks: [Int: Block]
    private var decoded: [Text: DecodedEntityCache.Entry] = [:]

    /// The number of `<entity>` elements the file holds, reused or not.
    var entityCount: Int { reused.count + decodedBlocks.count }

    private static let xcodeDeclaration = Array(#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"#.utf8)

    /// The reuse plan for `data`, the `contents` file at `file`; nil when the file is not one whose
    /// elements can be reused.
    init?(data: Data, file: String, cache: DecodedEntityCache) {
        let bytes = [UInt8](data)
        guard bytes.starts(with: Self.xcodeDeclaration) else { return nil }
        let blocks = Self.blocks(in: bytes, lineStarts: LineTable(data).lineStarts)
        let head = bytes[..<(blocks.first?.lineStart ?? bytes.count)]
        guard !Self.contains("<!", in: head), !Self.contains("xmlns", in: head) else { return nil }
        var reused: [(block: Block, entry: DecodedEntityCache.Entry)] = []
        var decodedBlocks: [Int: Block] = [:]
        var parsed: [UInt8] = []
        parsed.reserveCapacity(bytes.count)
        var copied = 0
        for block in blocks {
            guard let entry = cache.entry(for: Text(bytes[block.lineStart..<block.end])) else {
                decodedBlocks[block.line] = block
                continue
            }
            reused.append((block, entry))
            parsed.append(contentsOf: bytes[copied..<block.lineStart])
            parsed.append(contentsOf: repeatElement(UInt8(ascii: "\n"), count: block.lastLine - block.line))
            copied = block.end
        }
        parsed.append(contentsOf: bytes[copied...])
        if !reused.isEmpty {
            let afterDeclaration = parsed[Self.xcodeDeclaration.count...]
            guard !Self.contains("<!", in: afterDeclaration), !Self.contains("<?", in: afterDeclaration) else {
                return nil
            }
        }
        self.bytes = bytes
        self.cache = cache
        self.file = file
        self.reused = reused
        self.decodedBlocks = decodedBlocks
        parsedBytes = reused.isEmpty ? data : Data(parsed)
    }

    /// The ranges of the file left out of ``parsedBytes``, in order.
    var blankedRanges: [Range<Int>] { reused.map { $0.block.lineStart..<$0.block.end } }

    /// The entity and diagnostics of the reused element at `index`, moved to its place in this file.
    func reusedEntity(at index: Int) -> (entity: Entity, diagnostics: [Diagnostic]) {
        reused[index].entry.moved(toFile: file, line: reused[index].block.line)
    }

    /// Keeps what decoding `element` (ending at offset `end`) gave, when it is one of the file's blocks,
    /// and numbers the entity's text.
    func record(entity: inout Entity, diagnostics: [Diagnostic], element: XMLNode, end: Int) {
        guard let block = decodedBlocks[element.line], block.tag - block.lineStart + 1 == element.column,
            block.end == end
        else { return }
        entity.anchor.text = cache.numberText()
        decoded[Text(bytes[block.lineStart..<block.end])] = DecodedEntityCache.Entry(
            entity: entity, diagnostics: diagnostics, file: file, line: block.line)
    }

    /// Adds the entities decoded from this file to the cache: call once the version has read without errors.
    func commit() { cache.add(decoded) }

    /// The `<entity>` elements written one tag per line, as Xcode writes them.
    private static func blocks(in bytes: [UInt8], lineStarts: [Int]) -> [Block] {
        let open = Array("<entity ".utf8), close = Array("</entity>".utf8)
        var blocks: [Block] = []
        var current: Block?
        for (index, lineStart) in lineStarts.enumerated() {
            var first = lineStart
            while first < bytes.count, bytes[first] == 0x20 || bytes[first] == 0x09 { first += 1 }
            let line = bytes[first...]
            if line.starts(with: open) {
                current = Block(lineStart: lineStart, tag: first, end: 0, line: index + 1, lastLine: 0)
            } else if line.starts(with: close), var block = current {
                let end = first + close.count
                current = nil
                guard end == bytes.count || bytes[end] == 0x0A || bytes[end] == 0x0D else { continue }
                block.end = end
                block.lastLine = index + 1
                blocks.append(block)
            }
        }
        return blocks
    }

    private static func contains(_ needle: String, in haystack: ArraySlice<UInt8>) -> Bool {
        let needle = Array(needle.utf8)
        var start = haystack.startIndex
        while let found = haystack[start...].firstIndex(of: needle[0]) {
            if haystack[found...].starts(with: needle) { return true }
            start = found + 1
        }
        return false
    }
}
