/// A place in a source file: the file as the user named it, 1-based line and column.
///
/// Every node carries one, and nodes are copied a lot: the file is held as its number in
/// `FileNames`, so copying a mark copies integers and no string. Line and column are stored
/// in 32 bits, and the file as its own number alone (12 bytes a mark, not 24: every event,
/// written and resolved dependency, edge and module that keeps a place is smaller; the 7 MB
/// bench spec's load holds some 500,000 of them besides its tree's nodes). 2^31 lines would
/// take a 2 GB input; the default limit is 16 MB (`YAMLLimits.maxInputBytes`). Names that are
/// `==` but spelt otherwise (canonically equivalent) have numbers of their own: marks of two
/// numbers ask the table whether they name one file, marks of one number do not.
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
        lhs.storedLine == rhs.storedLine && lhs.storedColumn == rhs.storedColumn && lhs.isSameFile(as: rhs)
    }

    /// The line and column only: equal marks have them equal, whatever their files' spelling.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(storedLine)
        hasher.combine(storedColumn)
    }

    public static func < (lhs: Mark, rhs: Mark) -> Bool {
        if !lhs.isSameFile(as: rhs) { return lhs.file < rhs.file }
        return (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
    }

    /// Whether the two files' names are `==`: the same number, or numbers of names the table
    /// found equal.
    private func isSameFile(as other: Mark) -> Bool {
        name == other.name || FileNames.shared.equivalence(of: name) == FileNames.shared.equivalence(of: other.name)
    }
}
