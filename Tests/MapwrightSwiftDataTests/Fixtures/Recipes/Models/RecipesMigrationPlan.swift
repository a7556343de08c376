import SwiftData

enum RecipesMigrationPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] {
        [RecipesSchemaV1.self, RecipesSchemaV2.self, RecipesSchemaV3.self]
    }

    static var stages: [MigrationStage] {
        [migrateV1toV2, migrateV2toV3]
    }

    static let migrateV1toV2 = MigrationStage.lightweight(
        fromVersion: RecipesSchemaV1.self,
        toVersion: RecipesSchemaV2.self
    )

    // Wrong: servings went from String to Int, which Core Data cannot infer.
    static let migrateV2toV3 = MigrationStage.lightweight(
        fromVersion: RecipesSchemaV2.self,
        toVersion: RecipesSchemaV3.self
    )
}
