#import "TKBase.h"

typedef enum TKCellStyle : NSInteger {
    TKCellStyleDefault TK_AVAILABLE(2.0),
    TKCellStyleSubtitle TK_AVAILABLE(3.0)
} TKCellStyle;

TK_AVAILABLE(2.0)
@interface TKCell : NSObject
- (instancetype)initWithStyle:(TKCellStyle)style identifier:(const char *)identifier TK_AVAILABLE(2.0);
@property(nonatomic) NSInteger indentation TK_AVAILABLE(2.0);
@property(nonatomic, readonly) TKCellStyle style TK_AVAILABLE(3.0);
- (void)prepareForReuse TK_AVAILABLE(2.0);
@end
