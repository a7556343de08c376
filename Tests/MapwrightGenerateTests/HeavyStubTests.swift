import Foundation
import MapwrightAnalysis
import MapwrightGenerate
import MapwrightTestSupport
import Testing

/// Stubs list every change a step needs, each with a TODO where its code goes, and never leave a required
/// attribute nil (HeavyFixtures).
@Suite struct HeavyStubTests {
    static func stub(_ model: MappingModel, _ mapping: String) throws -> String {
        try PolicyStubRenderer().stub(for: try #require(model.entityMapping(named: mapping)), in: model)
    }

    @Test func uuidConversionAndEveryAttributeMadeRequiredAreInTheStub() throws {
        let model = HeavyFixtures.uuidModel
        let photo = try #require(model.entityMapping(named: "PhotoToPhoto"))
        let stub = try Self.stub(model, "PhotoToPhoto")
        #expect(stub.contains("/// - `identifier`: String → UUID — convert here"))
        #expect(
            stub.contains(
                "@objc(convertIdentifier:) nonisolated func convertIdentifier(_ value: NSString?) -> NSUUID {"))
        #expect(
            stub.contains(
                "guard let value, let converted = NSUUID(uuidString: value.trimmingCharacters(in: .whitespacesAndNewlines)) else { return NSUUID() }"
            ))
        for name in HeavyFixtures.requiredNames {
            #expect(stub.contains("required without a default value — give every object a value here"), "\(name)")
            let attribute = try #require(photo.attributeMappings.first { $0.name == name })
            if name == "ordinal" {
                // New: no source value, set once in createDestinationInstances.
                #expect(attribute.valueExpression == nil)
                #expect(stub.contains("dInstance.setValue(NSNumber(value: Int64(0)), forKey: \"ordinal\")"))
            } else {
                let helper = "fill" + name.prefix(1).uppercased() + name.dropFirst()
                #expect(
                    attribute.valueExpression
                        == "FUNCTION($entityPolicy, \"\(helper):\", $source.\(attribute.sourceName ?? ""))")
                #expect(stub.contains("@objc(\(helper):) nonisolated func \(helper)("), "\(name)")
            }
        }
        #expect(stub.contains("`caption` (was `oldCaption`): optional → required"))
        // String → Integer 64 with a default value: the default, not nil, for values it cannot convert.
        #expect(stub.contains("-> NSNumber {") && stub.contains("get the default value 0."))
        #expect(!stub.contains("-> NSUUID?") && !stub.contains("return nil"))
        try expectGolden(stub, "Album/Album7ToAlbum8Policy.swift")
        try expectGolden(XcodeMappingWriter.xml(for: model), "Album/Album 7 to Album 8.xcmappingmodel.xcmapping.xml")
    }

    @Test func externalStorageOffMovesTheBytesAndNewConstraintsDeduplicate() throws {
        let model = HeavyFixtures.storageModel
        let stub = try Self.stub(model, "DocumentToDocument")
        #expect(
            stub.contains("@objc(moveIntoStoreScan:) nonisolated func moveIntoStoreScan(_ value: NSData?) -> NSData? {")
        )
        #expect(
            stub.contains(
                "@objc(moveIntoStoreThumbnail:) nonisolated func moveIntoStoreThumbnail(_ value: NSData?) -> NSData {"))
        #expect(stub.contains("return NSData(bytes: value.bytes, length: value.length)"))
        #expect(
            stub.contains(
                "nonisolated override func end(_ mapping: NSEntityMapping, manager: NSMigrationManager) throws {"))
        #expect(stub.contains("NSFetchRequest<NSManagedObject>(entityName: \"Document\")"))
        #expect(stub.contains("let key = [\"name\"].map"))
        #expect(stub.contains("context.delete(object)"))
        let document = try #require(model.entityMapping(named: "DocumentToDocument"))
        #expect(
            document.attributeMappings.first { $0.name == "scan" }?.valueExpression
                == "FUNCTION($entityPolicy, \"moveIntoStoreScan:\", $source.scan)")
        try expectGolden(stub, "Files/Document2ToDocument3Policy.swift")
    }
}
