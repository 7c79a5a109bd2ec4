/// A place in a source file: the file as the user named it, 1-based line and column.
///
/// Every node carries one, and nodes are copied a lot: the file is held as its number in
/// `FileNames`, so copying a mark copies integers and no string. Line and column are stored
/// in 32 bits (16 bytes a mark, not 24: a node of the 7 MB bench spec's tree is 8 bytes
/// smaller, and so is every event, module and dependency that keeps a place). 2^31 lines
/// would take a 2 GB input; the default limit is 16 MB (`YAMLLimits.maxInputBytes`).
public struct Mark: Hashable, Comparable, Sendable, CustomStringConvertible {
    private var name: FileNames.Number
    private var storedLine: Int32
    private var storedColumn: Int32

    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    public init(file: String, line: Int, column: Int) {
        self.init(file: FileNames.shared.number(of: file), line: line, column: column)
    }

    init(file: FileNames.Number, line: Int, column: Int) {
        self.name = file
        self.storedLine = Int32(clamping: line)
        self.storedColumn = Int32(clamping: column)
    }

    public var file: String {
        get { FileNames.shared.name(of: name) }
        set { name = FileNames.shared.number(of: newValue) }
    }

    /// `file:line:col`, the form editors jump to.
    public var description: String { "\(file):\(line):\(column)" }

    /// Files compare as strings do (`==` on their names).
    public static func == (lhs: Mark, rhs: Mark) -> Bool {
        lhs.name.equivalence == rhs.name.equivalence && lhs.line == rhs.line && lhs.column == rhs.column
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name.equivalence)
        hasher.combine(line)
        hasher.combine(column)
    }

    public static func < (lhs: Mark, rhs: Mark) -> Bool {
        if lhs.name.equivalence != rhs.name.equivalence { return lhs.file < rhs.file }
        return (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
