// The model of the MetaCocktails SwiftData store in ../shared/stores/metacocktails, written by hand from the
// model its Z_MODELCACHE holds (StoreHashTests compares the hashes). Its Codable structs and enums are
// composite attributes there: a raw-value enum one element named after the property, an enum without raw
// values one element per case, a struct one element per stored property, arrays as Binary elements.
import Foundation
import SwiftData

struct Author: Codable {
    var id = UUID()
    var person: String?
    var place: String?
    var year: String?
}

struct Instruction: Codable {
    var step: Int
    var method: String
}

struct Build: Codable {
    var instructions: [Instruction]
}

struct Tags: Codable {
    var flavors: [String]?
    var profiles: [String]?
    var styles: [String]?
    var booze: [String]?
    var nA: [String]?
}

struct Prep: Codable {
    var id = UUID()
    var prepIngredientName: String
    var prepRecipe: [Instruction]
}

enum Glassware: String, Codable { case coupe, rocks, collins }
enum Ice: String, Codable { case none, cubes, crushed }
enum Variation: String, Codable { case daiquiri, martini }
enum MeasurementUnit: String, Codable { case ounce, dash, whole }
enum CocktailCollection: Int, Codable { case originals, classics }

enum HistoricSpec: Codable {
    case algonquin, alaska, betweenTheSheets, bloodAndSand, bramble, bobbyBurns, chocolateCocktail, elDiablo
    case fogCutter, ginFizz, gimlet, silverFizz, hotToddy, mexicanFiringSquad, modernCocktail
}

enum CocktailsSchemaV1: VersionedSchema {
    static var versionIdentifier = Schema.Version(1, 0, 0)
    static var models: [any PersistentModel.Type] {
        [Cocktail.self, Garnish.self, Ingredient.self, IngredientBase.self]
    }

    @Model final class Cocktail {
        #Unique<Cocktail>([\.cocktailName])
        #Index<Cocktail>([\.cocktailName], [\.collectionName], [\.cocktailName, \.collectionName])
        var id = UUID()
        var cocktailName: String
        var collectionName: String
        var author: Author?
        var buildOrder: Build?
        var collection: CocktailCollection?
        var compiledTags: Tags
        var favorite: Bool
        @Relationship(inverse: \Garnish.cocktails) var garnish: [Garnish]
        var glasswareType: Glassware
        var historicSpec: HistoricSpec?
        var ice: Ice?
        var isCustomCocktail: Bool
        var notes: String?
        @Relationship(deleteRule: .cascade) var spec: [Ingredient]
        var titleCocktail: Bool?
        var variation: Variation?
        var variationName: String?
    }

    @Model final class Garnish {
        @Attribute(.unique) var name: String
        var cocktails: [Cocktail]?
    }

    @Model final class Ingredient {
        var id: UUID
        var ingredientBase: IngredientBase
        var unit: MeasurementUnit
        var value: Double
    }

    @Model final class IngredientBase {
        @Attribute(.unique) var name: String
        var id: UUID
        var info: String?
        var isCustom: Bool = false
        var baseCategory: String
        var specialtyCategory: String
        var umbrellaCategory: String
        var prep: Prep?
        var tags: Tags?
    }
}
