import Foundation
import SwiftData

/// Shop 1, version 2.1.0 of Shop.
enum ShopSchemaV1: VersionedSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(2, 1, 0) }
    static var models: [any PersistentModel.Type] { [Product.self, Shelf.self, Part.self] }

    @Model
    final class Product {
        #Unique<Product>([\.sku])
        #Unique<Product>([\.name, \.brand])
        #Index<Product>([\.name])
        @Attribute(originalName: "code", hashModifier: "v2")
        var sku: String
        var name: String = "Say \"hi\"\nnow"
        var brand: String?
        var count: Int16 = -3
        var stock: Int32 = 0
        var views: Int = 12
        var price: Decimal = 1.5
        var weight: Double = 0.25
        var ratio: Float?
        var listed: Bool = true
        var added: Date?
        @Attribute(.externalStorage)
        var photo: Data?
        @Attribute(.spotlight)
        var id: UUID
        @Attribute(.allowsCloudEncryption)
        var link: URL?
        @Attribute(.transformable(by: "Tags\"Transformer"))
        var tags: [String]?
        // mapwright: Transformable without a Swift class name: written as NSObject, give it its type
        var junk: NSObject?
        // mapwright: Transformable without a Swift class name: written as NSObject, give it its type
        var dot: NSObject?
        @Attribute(.ephemeral)
        var draft: String?
        @Attribute(.preserveValueOnDeletion)
        var kept: String?
        @Relationship(deleteRule: .deny, inverse: \Shelf.products)
        var shelf: Shelf
        // mapwright: ordered in the model; SwiftData relationships are unordered
        @Relationship(deleteRule: .cascade, minimumModelCount: 1, maximumModelCount: 5, originalName: "pieces")
        var parts: [Part]?

        init(sku: String, id: UUID, shelf: Shelf) {
            self.sku = sku
            self.id = id
            self.shelf = shelf
        }
    }

    @Model
    final class Shelf {
        var label: String
        @Relationship(deleteRule: .noAction)
        var products: [Product]?

        init(label: String) {
            self.label = label
        }
    }

    @Model
    final class Part {
        @Relationship(inverse: \Product.parts)
        var product: Product?

        init() {
        }
    }
}
