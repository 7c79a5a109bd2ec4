/// One libyaml parser event, in Swift terms: what the tree builder consumes.
enum YAMLEvent {
    case streamStart, streamEnd
    case documentStart(Mark), documentEnd
    case alias(anchor: String, mark: Mark)
    case scalar(Scalar, tag: String?, anchor: String?, mark: Mark)
    case sequenceStart(tag: String?, anchor: String?, mark: Mark)
    case sequenceEnd
    case mappingStart(tag: String?, anchor: String?, mark: Mark)
    case mappingEnd
}
