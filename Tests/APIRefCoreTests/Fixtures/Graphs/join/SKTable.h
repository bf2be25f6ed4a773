// A small Objective-C framework, SpellKit, whose Swift spellings the hand-written Swift graphs
// in swift/ give (as swift-symbolgraph-extract would from its Swift interface).
#import "TKBase.h"

#define SK_ENUM(name) enum name : NSInteger name; enum name : NSInteger

TK_AVAILABLE(2.0)
@interface NSIndexPath : NSObject
@property(nonatomic, readonly) NSInteger length TK_AVAILABLE(2.0);
@end

@interface NSIndexPath (SKTableAdditions)
@property(nonatomic, readonly) NSInteger row TK_AVAILABLE(2.0);
@end

typedef SK_ENUM(SKCellAccessory) {
    SKCellAccessoryNone,
    SKCellAccessoryCheckmark
} TK_AVAILABLE(2.0);

extern const double SKTableAutomaticHeight TK_AVAILABLE(5.0);
extern const double SKCellDefaultHeight TK_AVAILABLE(2.0);

TK_AVAILABLE(2.0)
@interface SKCell : NSObject
@property(nonatomic) SKCellAccessory accessory TK_AVAILABLE(2.0);
@end

TK_AVAILABLE(2.0)
@interface SKTable : NSObject
- (SKCell *)dequeueCellWithIdentifier:(const char *)identifier forIndexPath:(NSIndexPath *)indexPath TK_AVAILABLE(6.0);
- (void)reloadData TK_AVAILABLE(2.0);
@end
