import Foundation
import MapwrightTestSupport
import Testing

/// Every Markdown file of `docs/` and the README: no merge-conflict markers, and every relative link
/// points at a file or folder that exists.
@Suite struct DocumentationLinkTests {
    static var root: URL { RulePageTests.packageRoot }

    /// `README.md` and every `.md` under `docs/`, relative to the package root, sorted.
    static let pages: [String] = {
        let docs = root.appendingPathComponent("docs")
        let walker = FileManager.default.enumerator(atPath: docs.path)
        var pages = ["README.md"]
        while let relative = walker?.nextObject() as? String {
            if relative.hasSuffix(".md") { pages.append("docs/" + relative) }
        }
        return pages.sorted()
    }()

    static func text(_ page: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
    }

    @Test(arguments: pages)
    func hasNoConflictMarkers(page: String) throws {
        let markers = try Self.text(page).split(separator: "\n", omittingEmptySubsequences: false).enumerated().filter {
            _, line in
            line.hasPrefix("<<<<<<< ") || line == "=======" || line.hasPrefix(">>>>>>> ") || line.hasPrefix("||||||| ")
        }
        #expect(markers.isEmpty, "\(page): merge-conflict markers at lines \(markers.map { $0.offset + 1 })")
    }

    @Test(arguments: pages)
    func relativeLinksResolve(page: String) throws {
        let folder = Self.root.appendingPathComponent(page).deletingLastPathComponent()
        let pattern = try Regex(#"\]\(([^)\s]+)\)"#)
        var broken: [String] = []
        for match in try Self.text(page).matches(of: pattern) {
            guard let target = match.output[1].substring.map(String.init) else { continue }
            if target.hasPrefix("#") || target.contains("://") || target.hasPrefix("mailto:") { continue }
            let path = String(target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0])
            if !FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path) {
                broken.append(target)
            }
        }
        #expect(broken.isEmpty, "\(page): broken relative links \(broken)")
    }

    /// User pages say what is true now: no section of a development round, no trial or benchmark diary.
    @Test(arguments: pages)
    func isNoJournal(page: String) throws {
        let journal = try Regex(
            #"(?i)\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|this|last|next|\d+(st|nd|rd|th)) round\b|\bround \d"#
        )
        let lines = try Self.text(page).split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { _, line in line.contains(journal) }
        #expect(lines.isEmpty, "\(page): journal wording at lines \(lines.map { $0.offset + 1 })")
    }
}
