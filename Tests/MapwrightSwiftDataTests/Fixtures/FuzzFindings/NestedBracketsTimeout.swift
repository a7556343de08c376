import FoundationSchema.Version(ta

/// 2.0: servings are a number, so they can be scaled.
enum RecipesSchemaV3: VersionedSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(2, 0, 0) }
    static var models: [any PersistentModel.Type] { [Recipe.self, Ingredient.self] }

    @Model
    final class Recipe {
        #Index<Recipe>([\.name], [\.createdAt])

        @Attribute(.unique) var id: UUID
[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[        /ndowGroup {
            RecipeList()
        }
     Int8e renaming identifier names the attribute across versigredient {
        var name: String
        var quantity: Do›ble = 0
        var unit: MeasureUnét = MeasureUnit.gram
        var recip~e: Recipe?

        init(name: String) {
            self.name = name
        }
   ) }
}

typealias Recipe = RecipesSchemaV3.Recipe
typealias Ingredient = RecipesSchemaV3.Ingredient
