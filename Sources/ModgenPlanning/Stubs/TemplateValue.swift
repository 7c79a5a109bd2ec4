/// A value as a `FastTemplate` sees it: the few kinds a stub context holds (`StubContextBuilder`),
/// each answering lookups, truth and printing exactly as Stencil 0.15 does for that kind.
/// Anything else (a dictionary, a number compared, a character of a string) is not modelled:
/// `Unmodelled` is thrown and Stencil renders the template instead.
enum TemplateValue {
    case null
    case string(String)
    case bool(Bool)
    case int(Int)
    case module(ModuleValue)
    case record(TemplateRecord)
    case strings([String])
    case modules([ModuleValue])
    case records([TemplateRecord])
    /// `forloop` inside a `{% for %}` (in Stencil a dictionary of these five keys).
    case loop(index: Int, count: Int)

    /// Thrown for what Stencil would treat in a way not modelled here.
    struct Unmodelled: Error {}

    /// A context value; casts to the concrete kinds only (no protocol casts, Stencil's cost),
    /// the value's own type first: a cast to the type a value has is the cheap one.
    init(_ any: Any?) throws(Unmodelled) {
        guard let any else { self = .null; return }
        if let known = Self.exactly(any) {
            self = known
        } else if let text = any as? String {
            self = .string(text)
        } else if let module = any as? ModuleValue {
            self = .module(module)
        } else if let record = any as? TemplateRecord {
            self = .record(record)
        } else if let flag = any as? Bool {
            self = .bool(flag)
        } else if let texts = any as? [String] {
            self = .strings(texts)
        } else if let modules = any as? [ModuleValue] {
            self = .modules(modules)
        } else if let records = any as? [TemplateRecord] {
            self = .records(records)
        } else if let number = any as? Int {
            self = .int(number)
        } else {
            throw Unmodelled()
        }
    }

    /// The value when its type is exactly one of the kinds (no subclass, no bridging).
    private static func exactly(_ any: Any) -> TemplateValue? {
        let type = ObjectIdentifier(Swift.type(of: any))
        if type == ObjectIdentifier(String.self), let text = any as? String { return .string(text) }
        if type == ObjectIdentifier(ModuleValue.self), let module = any as? ModuleValue { return .module(module) }
        if type == ObjectIdentifier(TemplateRecord.self), let record = any as? TemplateRecord { return .record(record) }
        if type == ObjectIdentifier(Bool.self), let flag = any as? Bool { return .bool(flag) }
        if type == ObjectIdentifier([ModuleValue].self), let modules = any as? [ModuleValue] { return .modules(modules) }
        if type == ObjectIdentifier([String].self), let texts = any as? [String] { return .strings(texts) }
        if type == ObjectIdentifier([TemplateRecord].self), let records = any as? [TemplateRecord] { return .records(records) }
        return nil
    }

    /// The value as Stencil sees it in a context: the Swift value each kind stands for.
    var any: Any? {
        switch self {
        case .null: return nil
        case .string(let text): return text
        case .bool(let flag): return flag
        case .int(let number): return number
        case .module(let module): return module
        case .record(let record): return record
        case .strings(let items): return items
        case .modules(let items): return items
        case .records(let items): return items
        case .loop(let index, let count):
            return ["first": index == 0, "last": index == count - 1, "counter": index + 1, "counter0": index, "length": count]
        }
    }

    /// `value.member`, as Stencil's `Variable` resolves one key-path component.
    func member(_ name: String) throws(Unmodelled) -> TemplateValue {
        switch self {
        case .null: return .null
        case .module(let module): return module.value(of: name)
        case .record(let record): return try TemplateValue(record[dynamicMember: name])
        case .strings(let items): return try Self.element(name, of: items.count) { .string(items[$0]) }
        case .modules(let items): return try Self.element(name, of: items.count) { .module(items[$0]) }
        case .records(let items): return try Self.element(name, of: items.count) { .record(items[$0]) }
        case .loop(let index, let count):
            switch name {
            case "first": return .bool(index == 0)
            case "last": return .bool(index == count - 1)
            case "counter": return .int(index + 1)
            case "counter0": return .int(index)
            case "length": return .int(count)
            case "count": return .int(5)  // a dictionary's count: its five keys
            default: return .null
            }
        case .string, .bool, .int: throw Unmodelled()
        }
    }

    /// A collection's `first`, `last` and `count`; an index or `last` of an empty one are left to Stencil.
    private static func element(_ name: String, of count: Int, _ item: (Int) -> TemplateValue) throws(Unmodelled) -> TemplateValue {
        switch name {
        case "first": return count == 0 ? .null : item(0)
        case "last": if count == 0 { throw Unmodelled() } else { return item(count - 1) }
        case "count": return .int(count)
        default:
            if Int(name) != nil { throw Unmodelled() }
            return .null
        }
    }

    /// Stencil's truth: non-empty collections and strings, true, numbers above 0, any other value.
    var isTruthy: Bool {
        switch self {
        case .null: return false
        case .string(let text): return !text.isEmpty
        case .bool(let flag): return flag
        case .int(let number): return number > 0
        case .strings(let items): return !items.isEmpty
        case .modules(let items): return !items.isEmpty
        case .records(let items): return !items.isEmpty
        case .module, .record, .loop: return true
        }
    }

    /// What `{{ value }}` prints: a string as it is, true/false, a number; "" for nil and for
    /// objects Stencil cannot describe. Collections print Swift's description there: left to it.
    func printed() throws(Unmodelled) -> String {
        switch self {
        case .null, .module, .record: return ""
        case .string(let text): return text
        case .bool(let flag): return flag ? "true" : "false"
        case .int(let number): return String(number)
        case .strings, .modules, .records, .loop: throw Unmodelled()
        }
    }

    /// `lhs == rhs` in an `{% if %}`: two strings or two booleans compared, nil equal to nil,
    /// anything else unequal; numbers are left to Stencil (it compares them as `Float`).
    static func equal(_ lhs: TemplateValue, _ rhs: TemplateValue) throws(Unmodelled) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.int, _), (_, .int): throw Unmodelled()
        case (.string(let left), .string(let right)): return left == right
        case (.bool(let left), .bool(let right)): return left == right
        default: return false
        }
    }
}
