import Foundation
import MapwrightAnalysis
import MapwrightTestSupport
import Testing

/// The JSON spelling of every change kind is a stable interface: the golden list pins it.
@Suite struct ChangeKindSpellingTests {
    @Test func everySpellingIsPinned() throws {
        let spellings = ChangeKind.allCases.map(\.rawValue).sorted().joined(separator: "\n") + "\n"
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent("change-kinds.txt")
        try Golden.check(spellings, against: golden)
    }

    @Test func everySpellingReadsBackAsItsKind() throws {
        #expect(Set(ChangeKind.allCases.map(\.rawValue)).count == ChangeKind.allCases.count)
        for kind in ChangeKind.allCases {
            #expect(ChangeKind(rawValue: kind.rawValue) == kind)
            let json = try JSONEncoder().encode([kind])
            #expect(try JSONDecoder().decode([ChangeKind].self, from: json) == [kind])
        }
        #expect(ChangeKind(rawValue: "attributeKindChanged") == nil)
    }

    /// Kinds compare and hash by case and payload; that must agree with their spellings.
    @Test func equalityAndHashingAgreeWithTheSpelling() {
        for a in ChangeKind.allCases {
            for b in ChangeKind.allCases {
                #expect((a == b) == (a.rawValue == b.rawValue))
            }
            #expect(Set([a, ChangeKind(rawValue: a.rawValue)!]).count == 1)
        }
        #expect(Set(ChangeKind.allCases).count == ChangeKind.allCases.count)
    }

    @Test func sharedChangesAreSpelledWithTheirPropertyKind() {
        #expect(ChangeKind.property(.optionalityChanged, .attribute).rawValue == "attributeOptionalityChanged")
        #expect(ChangeKind.property(.added, .relationship).rawValue == "relationshipAdded")
        #expect(ChangeKind.property(.removed, .relationship).title == "relationship removed")
    }

    /// A change shared by attributes and relationships is spelled with its property kind first.
    @Test func sharedChangesJoinTheKindAndTheChange() {
        for kind in PropertyKind.allCases {
            for change in PropertyChange.allCases {
                let spelled = kind.rawValue + change.rawValue.prefix(1).uppercased() + change.rawValue.dropFirst()
                #expect(ChangeKind.property(change, kind).rawValue == spelled)
            }
        }
    }

    /// Every kind's title is its raw value split into lower-cased words at each capital.
    @Test func titlesAreTheRawValuesInWords() {
        for kind in ChangeKind.allCases {
            var words: [String] = []
            var current = ""
            for character in kind.rawValue {
                if character.isUppercase, !current.isEmpty {
                    words.append(current)
                    current = ""
                }
                current.append(Character(character.lowercased()))
            }
            words.append(current)
            #expect(kind.title == words.joined(separator: " "), "\(kind.rawValue)")
            #expect(kind.rawValue.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }, "\(kind.rawValue)")
        }
        #expect(ChangeKind.attribute(.typeChanged).title == "attribute type changed")
    }
}
