/// How each kind looks in the pictures: one title, fill and border colour per kind.
enum KindStyle {
    static func title(_ kind: String) -> String {
        switch kind {
        case "app": return "App"
        case "feature": return "Features"
        case "example": return "Examples"
        case "interface": return "Interfaces"
        case "deps": return "Deps"
        case "core": return "Core"
        default: return "Packages"
        }
    }

    static func fill(_ kind: String) -> String {
        switch kind {
        case "app": return "#f9d5e5"
        case "feature": return "#cde4ff"
        case "example": return "#e8f1ff"
        case "interface": return "#d5f5e3"
        case "deps": return "#fdebd0"
        case "core": return "#e5e7e9"
        default: return "#ffffff"
        }
    }

    static func border(_ kind: String) -> String {
        switch kind {
        case "app": return "#c0392b"
        case "feature", "example": return "#2e86c1"
        case "interface": return "#239b56"
        case "deps": return "#ca6f1e"
        case "core": return "#566573"
        default: return "#7f8c8d"
        }
    }
}
