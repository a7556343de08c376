// The model of the CartKit SwiftData store in ../shared/stores/cartkit, written by hand from the model its
// Z_MODELCACHE holds (StoreHashTests compares the hashes).
import Foundation
import SwiftData

enum CartKitSchemaV1: VersionedSchema {
    static var versionIdentifier = Schema.Version(1, 0, 0)
    static var models: [any PersistentModel.Type] { [CartModel.self, CartItemModel.self, CartItemModifierModel.self] }

    @Model final class CartModel {
        @Attribute(.unique) var id: String
        var storeId: String
        var profileId: String?
        var status: String
        var createdAt: Date
        var updatedAt: Date
        var displayName: String?
        var context: String?
        var storeImageURLString: String?
        var metadataJSON: Data?
        var minSubtotalAmount: Decimal?
        var minSubtotalCurrencyCode: String?
        var maxItemCount: Int?
        @Relationship(deleteRule: .cascade) var items: [CartItemModel]
    }

    @Model final class CartItemModel {
        @Attribute(.unique) var id: String
        var productId: String
        var quantity: Int
        var availableStock: Int?
        var imageURLString: String?
        var unitPriceAmount: Decimal
        var unitPriceCurrencyCode: String
        var totalPriceAmount: Decimal
        var totalPriceCurrencyCode: String
        @Relationship(deleteRule: .cascade) var modifiers: [CartItemModifierModel]
    }

    @Model final class CartItemModifierModel {
        @Attribute(.unique) var id: String
        var name: String
        var priceDeltaAmount: Decimal
        var priceDeltaCurrencyCode: String
    }
}
