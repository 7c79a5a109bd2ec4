/// A scalar typed by the YAML 1.2 core schema (used by `yaml2json`; the spec layer types
/// scalars against its own schema instead).
public enum CoreSchemaValue: Equatable, Sendable {
    case null
    case bool(Bool)
    /// Decimal digits, with a leading `-` when negative (arbitrary size).
    case integer(String)
    case float(Double)
    case string(String)

    static let strTag = "tag:yaml.org,2002:str"
    static let nullTag = "tag:yaml.org,2002:null"
    static let boolTag = "tag:yaml.org,2002:bool"
    static let intTag = "tag:yaml.org,2002:int"
    static let floatTag = "tag:yaml.org,2002:float"

    /// Types a scalar node: `!!str` and `!` force a string; other core tags force their type;
    /// only an untagged plain scalar is resolved by its text.
    public init(_ scalar: Scalar, tag: String?) {
        switch tag {
        case "!", Self.strTag:
            self = .string(scalar.text)
        case nil where !scalar.isPlain:
            self = .string(scalar.text)
        case nil, Self.nullTag, Self.boolTag, Self.intTag, Self.floatTag:
            self = Self.resolve(scalar.text)
        default:
            self = .string(scalar.text)
        }
    }

    /// The core schema's resolution of a plain scalar's text.
    public static func resolve(_ text: String) -> CoreSchemaValue {
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .float(.infinity)
        case "-.inf", "-.Inf", "-.INF": return .float(-.infinity)
        case ".nan", ".NaN", ".NAN": return .float(.nan)
        default: break
        }
        if let integer = CoreSchemaNumber.integer(text) { return .integer(integer) }
        if let float = CoreSchemaNumber.float(text) { return .float(float) }
        return .string(text)
    }

    public static func == (lhs: CoreSchemaValue, rhs: CoreSchemaValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.integer(a), .integer(b)): return a == b
        case let (.float(a), .float(b)): return a == b || (a.isNaN && b.isNaN)
        case let (.string(a), .string(b)): return a == b
        default: return false
        }
    }
}
