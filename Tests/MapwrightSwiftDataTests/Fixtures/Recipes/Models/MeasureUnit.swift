import Foundation

enum MeasureUnit: String, Codable, CaseIterable {
    case gram
    case millilitre
    case piece
}
