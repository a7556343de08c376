import Foundation
import MapwrightDiagnostics
import MapwrightModel
import MapwrightTestSupport
import MapwrightXcode
import MapwrightYAML
import Testing

@Suite struct XcodeModelReaderTests {
    func showcase2() throws -> DataModel {
        let (history, diagnostics) = try Fixtures.history("Showcase")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.summaryLine))")
        return try #require(history.version(named: "Showcase 2"))
    }

    @Test func readsModelSettings() throws {
        let model = try showcase2()
        #expect(model.versionIdentifier == "2")
        #expect(
            model.settings
                == ModelSettings(sourceLanguage: "Swift", minimumToolsVersion: "Automatic", isUsedWithCloudKit: true))
    }

    @Test func readsEntities() throws {
        let model = try showcase2()
        #expect(model.entities.map(\.name) == ["Author", "Document", "Note"])
        let author = try #require(model.entity(named: "Author"))
        #expect(author.className == ".Author")
        #expect(author.codeGeneration == .category)
        #expect(author.migrationPolicy == MigrationPolicyRequest(reason: "split names", className: "AuthorPolicy"))
        #expect(author.userInfo.isEmpty)
        #expect(
            author.fetchIndexes == [
                FetchIndex(name: "byName", elements: [FetchIndexElement(property: "name")]),
                FetchIndex(
                    name: "byNameLength",
                    elements: [
                        FetchIndexElement(expression: "name.length", expressionType: "Integer 64", order: .descending)
                    ]),
            ])
        #expect(
            author.fetchedProperties == [
                FetchedProperty(
                    name: "starredNotes", isOptional: true, entity: "Note",
                    predicate: "starred == YES AND author == $FETCH_SOURCE")
            ])
        let document = try #require(model.entity(named: "Document"))
        #expect(document.isAbstract && document.versionHashModifier == "2" && document.codeGeneration == nil)
        #expect(document.uniquenessConstraints == [["id"]])
        let note = try #require(model.entity(named: "Note"))
        #expect(note.parent == "Document" && note.renamingIdentifier == "Memo" && note.isSyncable)
    }

    @Test func readsAttributes() throws {
        let author = try #require(try showcase2().entity(named: "Author"))
        let born = try #require(author.attribute(named: "born"))
        #expect(
            born.type == .date && born.minValue == "-3187296000" && born.maxValue == "757382400"
                && born.defaultValue == "0")
        #expect(born.usesScalarValueType == false)
        let name = try #require(author.attribute(named: "name"))
        #expect(
            !name.isOptional && name.minValue == "1" && name.maxValue == "80" && name.regularExpression == "[A-Z].*")
        #expect(name.isIndexedBySpotlight && name.allowsCloudEncryption)
        #expect(author.attribute(named: "notesCount")?.derivationExpression == "notes.@count")
        #expect(author.attribute(named: "portrait")?.allowsExternalBinaryDataStorage == true)
        let scratch = try #require(author.attribute(named: "scratch"))
        #expect(scratch.type == .undefined && scratch.isTransient)
        let document = try #require(try showcase2().entity(named: "Document"))
        let tags = try #require(document.attribute(named: "tags"))
        #expect(
            tags.valueTransformerName == "NSSecureUnarchiveFromDataTransformer" && tags.customClassName == "[String]")
        #expect(document.attribute(named: "location")?.compositeName == "Location")
        #expect(document.attribute(named: "createdAt")?.preservesValueInHistoryOnDeletion == true)
        let body = try #require(try showcase2().entity(named: "Note")?.attribute(named: "body"))
        #expect(body.renamingIdentifier == "text" && body.versionHashModifier == "utf16")
        #expect(body.userInfo == [UserInfoEntry(key: "format", value: "markdown")])
    }

    @Test func readsRelationships() throws {
        let model = try showcase2()
        let notes = try #require(model.entity(named: "Author")?.relationship(named: "notes"))
        #expect(notes.isToMany && notes.isOrdered && notes.minCount == 1 && notes.maxCount == 50)
        #expect(notes.deleteRule == .cascade && notes.inverse == "author" && notes.destination == "Note")
        #expect(notes.userInfo == [UserInfoEntry(key: "owner", value: "author & co")])
        let author = try #require(model.entity(named: "Note")?.relationship(named: "author"))
        #expect(!author.isToMany && author.maxCount == 1 && author.minCount == 0 && author.isStoredInTruthFile)
        let related = try #require(model.entity(named: "Note")?.relationship(named: "related"))
        #expect(related.isToMany && related.maxCount == 0 && related.inverse == nil && related.deleteRule == .noAction)
        #expect(related.renamingIdentifier == "links" && related.isOptional)
    }

    @Test(.needsShared("corpus")) func keepsRelationshipCountsExactlyAsWritten() throws {
        let (history, _) = try Fixtures.history("Model")
        let user = try #require(history.version(named: "Model1")?.entity(named: "Book")?.relationship(named: "user"))
        #expect(user.isOptional && user.minCount == 1 && user.maxCount == 1)
    }

    @Test func readsModelLevelElements() throws {
        let model = try showcase2()
        #expect(model.composites.map(\.name) == ["Location"])
        #expect(model.composites.first?.attributes.map(\.name) == ["latitude", "longitude"])
        let request = try #require(model.fetchRequests.first)
        #expect(request.name == "StarredNotes" && request.entity == "Note" && request.predicate == "starred == YES")
        #expect(request.fetchLimit == 20 && request.fetchBatchSize == 10)
        #expect(
            request.includesSubentities == false && request.returnsObjectsAsFaults == false
                && request.includesPendingChanges == nil)
        #expect(request.otherOptions == [UserInfoEntry(key: "resultType", value: "2")])
        #expect(
            model.configurations == [
                Configuration(name: "Cloud", entities: ["Note", "Author"], isUsedWithCloudKit: true),
                Configuration(name: "Local", entities: ["Document"]),
            ])
    }

    @Test(.needsShared("corpus")) func turnsCompoundIndexesIntoFetchIndexes() throws {
        let (history, _) = try Fixtures.history("Moody")
        let region = try #require(history.version(named: "Moody 3")?.entity(named: "GeographicRegion"))
        #expect(
            region.fetchIndexes == [
                FetchIndex(
                    name: "compoundIndex1",
                    elements: [
                        FetchIndexElement(property: "markedForDeletionDate"), FetchIndexElement(property: "updatedAt"),
                    ])
            ])
    }

    @Test(.needsShared("corpus")) func dropsTheEmptyLegacyModelNameAndVersionIdentifier() throws {
        let (history, diagnostics) = try Fixtures.history("Model")
        #expect(diagnostics.isEmpty)
        #expect(history.versions.allSatisfy { $0.versionIdentifier == nil })
        #expect(history.versions.first?.settings.macOSVersion == "Automatic")
    }

    @Test func anchorsPointAtTheStartTag() throws {
        let model = try showcase2()
        let author = try #require(model.entity(named: "Author"))
        let location = try #require(author.anchor.location)
        #expect(location.file.hasSuffix("Showcase.xcdatamodeld/Showcase 2.xcdatamodel/contents"))
        #expect((location.line, location.column) == (3, 5))
        #expect(author.attribute(named: "name")?.anchor.location?.line == 5)
        #expect(author.relationship(named: "notes")?.anchor.location.map { ($0.line, $0.column) } ?? (0, 0) == (10, 9))
    }

    @Test(.needsShared("corpus")) func readsASingleVersionFolderAsAOneVersionHistory() throws {
        let diagnostics = CollectingDiagnosticCollector()
        let history = try #require(
            XcodeModelReader.readHistory(
                at: Fixtures.bundle("Moody") + "/Moody 2.xcdatamodel/", diagnostics: diagnostics))
        #expect(history.versions.map(\.name) == ["Moody 2"] && history.currentVersionName == "Moody 2")
        #expect(
            history.versions.first?.entity(named: "Mood")?.attribute(named: "remoteID")?.renamingIdentifier
                == "remoteIdentifier")
    }
}
